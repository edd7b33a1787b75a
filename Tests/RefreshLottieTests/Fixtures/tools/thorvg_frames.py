"""Renders frames of Lottie files with ThorVG (thorvg-python), for the conformance tests.

Usage: thorvg_frames.py [--font FONTFILE ...] FILE WIDTH HEIGHT FRAMES [FILE WIDTH HEIGHT FRAMES ...]
Each --font is loaded first (tvg_font_load): ThorVG sets a text layer whose font has no glyphs in the file in the
loaded font named as the layer's font (a font file's name is its file name without the extension).
FILE may end in "|slots=SLOTS": the JSON file SLOTS (a Lottie "slots" object) is applied with ThorVG's gen_slot and
apply_slot before drawing. FRAMES is a comma-separated list of absolute frame numbers of the file; ThorVG counts frames from the file's in
point, so ip is subtracted. For each file, writes one byte (1 rendered, 0 refused by ThorVG) and, when rendered,
WIDTH*HEIGHT*4 bytes per frame to stdout: premultiplied RGBA (ABGR8888 words, little-endian), transparent where
nothing is drawn. Exit status 3 when thorvg-python is not installed.
"""
import ctypes
import json
import sys

try:
    import thorvg_python as tvg
except ImportError:
    sys.stderr.write("thorvg-python is not installed (pip install thorvg-python)\n")
    sys.exit(3)


def render(engine, out, path, width, height, frames):
    path, _, slots = path.partition("|slots=")
    with open(path, "rb") as f:
        in_point = float(json.load(f).get("ip", 0))
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        sys.stderr.write("ThorVG refused %s\n" % path)
        out.write(b"\0")
        return
    if slots:
        with open(slots, "r", encoding="utf-8") as f:
            slot = animation.gen_slot(f.read())
        if not slot or animation.apply_slot(slot) != tvg.Result.SUCCESS:
            sys.stderr.write("ThorVG could not apply the slots %s\n" % slots)
            sys.exit(4)
    out.write(b"\1")
    picture.set_size(width, height)
    canvas.add(picture)
    for frame in frames:
        animation.set_frame(frame - in_point)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        out.write(bytes(canvas.buffer_arr))
    out.flush()  # each file whole before the next: the tests redraw the rest without a file ThorVG crashes on
    canvas.destroy()


def main():
    args = sys.argv[1:]
    engine = tvg.Engine(threads=0)
    while len(args) >= 2 and args[0] == "--font":
        lib = tvg.engine.THORVG_LIB
        lib.tvg_font_load.argtypes = [ctypes.c_char_p]
        if lib.tvg_font_load(args[1].encode()) != 0:
            sys.stderr.write("ThorVG could not load the font %s\n" % args[1])
            sys.exit(4)
        args = args[2:]
    out = sys.stdout.buffer
    for i in range(0, len(args) - 3, 4):
        frames = [float(f) for f in args[i + 3].split(",")]
        render(engine, out, args[i], int(args[i + 1]), int(args[i + 2]), frames)
    out.flush()
    engine.term()


main()
