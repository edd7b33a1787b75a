#!/usr/bin/python3
"""Renders frames of Lottie files with lottie-web 5.7.4's canvas renderer in headless Chromium, for the conformance
tests: lottie-web is the player whose semantics RefreshLottie follows.

Usage: lottie_web_frames.py FILE WIDTH HEIGHT FRAMES [FILE WIDTH HEIGHT FRAMES ...]
       lottie_web_frames.py --check   (exit status 0 when lottie-web can be run here, else 3 saying why)
FRAMES is a comma-separated list of absolute frame numbers of the file, as for thorvg_frames.py. lottie-web's
goToAndStop(value, true) draws frame value + round(ip) (its firstFrame), so value = frame - firstFrame: the same
absolute frame the other players draw. Each file is drawn on a canvas of WIDTH x HEIGHT with devicePixelRatio 1,
scaled to it on each axis (preserveAspectRatio none, as ThorVG's set_size and our scale transform), cleared to
transparent before each frame.

No network: image files are read from the file's folder only (a path leading out of it draws nothing, as a missing
file) and handed to lottie-web as data URLs; a font's fPath (a URL) is dropped, so lottie-web sets the text in the
installed font its family names, as it does once a remote font fails; host names resolve to nothing.

For each file, writes one byte (1 rendered, 0 refused: lottie-web threw while loading or drawing, or timed out) and,
when rendered, WIDTH*HEIGHT*4 bytes per frame to stdout: premultiplied RGBA (ABGR8888 words, little-endian),
premultiplied from the canvas's straight RGBA as round(c * a / 255). A refusal's reason goes to stderr. All files are
drawn in one browser session (each in a fresh page); a browser that stops answering is started anew.

Exit status 3 when lottie-web cannot be run here: python3-selenium, chromium or chromium-driver (Debian) or the
wagtail-lottie wheel (PyPI, which ships lottie-web 5.7.4 as lottie-player.js) is missing. `make deps` installs them.
"""
import base64
import importlib.util
import json
import mimetypes
import os
import shutil
import signal
import sys
import tempfile

VERSION = "5.7.4"
# Seconds one file may take to load and draw all its frames (a font lottie-web waits for gives up after 5 s). A page
# that runs past it (an expression that never ends blocks the page, and the driver with it) is ended by killing the
# browser, whose processes are all the driver's descendants.
FILE_TIMEOUT = int(os.environ.get("LOTTIE_WEB_TIMEOUT", "60"))


class TimedOut(Exception):
    pass


def alarm(signum, frame):
    raise TimedOut("timed out after %d s" % FILE_TIMEOUT)


def descendants(pid):
    """The processes below `pid`, from /proc."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    parent = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def unavailable(why):
    sys.stderr.write("lottie-web cannot run: %s (make deps installs it)\n" % why)
    sys.exit(3)


try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service
except ImportError:
    unavailable("python3-selenium is not installed")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


def lottie_js():
    """The lottie.js of the wagtail-lottie wheel, checked to be lottie-web 5.7.4."""
    spec = importlib.util.find_spec("wagtail_lottie")
    if spec is None or not spec.submodule_search_locations:
        unavailable("the wagtail-lottie wheel (lottie-web %s) is not installed" % VERSION)
    for folder in spec.submodule_search_locations:
        path = os.path.join(folder, "static", "wagtail_lottie", "lottie-player.js")
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                if ('version="%s"' % VERSION) not in f.read():
                    unavailable("%s is not lottie-web %s" % (path, VERSION))
            return path
    unavailable("wagtail-lottie has no static/wagtail_lottie/lottie-player.js")


# Loads the animation on a canvas of the asked size and draws each frame; answers {frames: [base64...]} or {error}.
# lottie-web reports an error thrown while configuring or drawing through the item's onError (looked up on
# AnimationItem.prototype, reached through a first, empty item); one thrown from a callback (an image loaded) reaches
# window.onerror. Either ends the file as refused.
DRAW = r"""
const [text, width, height, frames, done] = arguments;
let failure = null, answered = false;
const answer = (value) => { if (!answered) { answered = true; clearInterval(watch); done(value); } };
const fail = (why) => answer({error: String(why && why.message ? why.message : why)});
window.onerror = (message, source, line, column, error) => { failure = failure || error || message; };
const canvas = document.createElement('canvas');
canvas.width = width;
canvas.height = height;
const context = canvas.getContext('2d', {willReadFrequently: true});
const draw = (animation) => {
  const out = [];
  for (const frame of frames) {
    animation.goToAndStop(frame - animation.firstFrame, true);
    if (failure) return fail(failure);
    const p = context.getImageData(0, 0, width, height).data;
    for (let i = 0; i < p.length; i += 4) {
      const a = p[i + 3];
      if (a !== 255) {
        p[i] = ((p[i] * a + 127) / 255) | 0;
        p[i + 1] = ((p[i + 1] * a + 127) / 255) | 0;
        p[i + 2] = ((p[i + 2] * a + 127) / 255) | 0;
      }
    }
    let s = '';
    for (let i = 0; i < p.length; i += 0x8000) s += String.fromCharCode.apply(null, p.subarray(i, i + 0x8000));
    out.push(btoa(s));
  }
  animation.destroy();
  answer({frames: out});
};
let animation = null;
const watch = setInterval(() => {
  if (failure) fail(failure);
  else if (animation && animation.isLoaded) { try { draw(animation); } catch (e) { fail(e); } }
}, 10);
try {
  const probe = lottie.loadAnimation({renderer: 'canvas', rendererSettings: {context: context}});
  Object.getPrototypeOf(probe).onError = (e) => { failure = failure || (e && e.nativeError) || e; };
  probe.destroy();
  animation = lottie.loadAnimation({
    renderer: 'canvas', loop: false, autoplay: false, animationData: JSON.parse(text),
    rendererSettings: {context: context, clearCanvas: true, preserveAspectRatio: 'none', dpr: 1}});
} catch (e) { fail(e); }
"""

PNG_OR_ELSE = {b"\x89PNG": "image/png", b"\xff\xd8\xff": "image/jpeg", b"GIF8": "image/gif", b"RIFF": "image/webp"}


def inline_images(root, folder):
    """Image assets from files become data URLs; a file outside `folder` (or missing) draws nothing."""
    top = os.path.realpath(folder)
    for asset in root.get("assets") or []:
        if not isinstance(asset, dict) or not isinstance(asset.get("p"), str) or "layers" in asset:
            continue
        name = asset["p"]
        if asset.get("e") == 1 or name.startswith("data:"):
            continue
        relative = (asset.get("u") or "") + name
        path = os.path.realpath(os.path.join(top, relative.lstrip("/")))
        asset["u"], asset["e"] = "", 1
        asset["p"] = "data:image/png;base64,"
        if "://" in relative or not path.startswith(top + os.sep) or not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            data = f.read()
        kind = next((m for magic, m in PNG_OR_ELSE.items() if data.startswith(magic)), None)
        kind = kind or mimetypes.guess_type(path)[0] or "application/octet-stream"
        asset["p"] = "data:%s;base64,%s" % (kind, base64.b64encode(data).decode())


def prepare(path):
    with open(path, "rb") as f:
        root = json.loads(f.read().decode("utf-8-sig"))
    if not isinstance(root, dict):
        raise ValueError("not a JSON object")
    inline_images(root, os.path.dirname(os.path.abspath(path)))
    fonts = root.get("fonts")
    for font in (fonts.get("list") or []) if isinstance(fonts, dict) else []:
        if isinstance(font, dict):
            font.pop("fPath", None)
    return json.dumps(root)


class Browser:
    def __init__(self, page):
        self.page = page
        self.driver = None

    def start(self):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--force-device-scale-factor=1", "--no-first-run", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync", "--allow-file-access-from-files",
                         "--host-resolver-rules=MAP * ~NOTFOUND"]:
            options.add_argument(argument)
        self.driver = webdriver.Chrome(service=Service(DRIVER), options=options)
        self.driver.set_script_timeout(FILE_TIMEOUT)
        self.driver.set_page_load_timeout(FILE_TIMEOUT)

    def kill(self):
        """Ends a browser that does not answer: the driver and everything it started."""
        if self.driver is None:
            return
        driver = self.driver.service.process.pid
        for pid in [driver] + descendants(driver):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            self.driver.service.process.wait(5)
        except Exception:
            pass
        self.driver = None

    def stop(self):
        if self.driver is not None:
            try:
                self.driver.quit()
            except Exception:
                pass
            self.driver = None

    def draw(self, text, width, height, frames):
        """Base64 frames, or raises RuntimeError with lottie-web's message."""
        if self.driver is None:
            self.start()
        self.driver.get(self.page)
        answer = self.driver.execute_async_script(DRAW, text, width, height, frames)
        if not isinstance(answer, dict) or "frames" not in answer:
            raise RuntimeError((answer or {}).get("error", "no answer"))
        return answer["frames"]


def main():
    args = sys.argv[1:]
    check = args == ["--check"]
    if len(args) % 4 != 0 and not check:
        sys.stderr.write(__doc__)
        sys.exit(2)
    if not os.path.exists(CHROMIUM):
        unavailable("chromium is not installed")
    if not os.path.exists(DRIVER):
        unavailable("chromium-driver is not installed")
    script = lottie_js()
    if check:
        return
    scratch = tempfile.mkdtemp(prefix="lottie-web-")
    page = os.path.join(scratch, "index.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write('<!doctype html><html><head><meta charset="utf-8"><script src="file://%s"></script></head>'
                '<body style="margin:0;background:transparent"></body></html>' % script)
    browser = Browser("file://" + page)
    signal.signal(signal.SIGALRM, alarm)
    out = sys.stdout.buffer
    try:
        for i in range(0, len(args), 4):
            path, width, height = args[i], int(args[i + 1]), int(args[i + 2])
            frames = [float(f) for f in args[i + 3].split(",")]
            try:
                text = prepare(path)
                signal.alarm(FILE_TIMEOUT + 5)
                try:
                    encoded = browser.draw(text, width, height, frames)
                finally:
                    signal.alarm(0)
                images = [base64.b64decode(e) for e in encoded]
                if any(len(image) != width * height * 4 for image in images):
                    raise RuntimeError("a frame of the wrong size")
            except (ValueError, OSError, RuntimeError, WebDriverException, TimedOut) as error:
                reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
                sys.stderr.write("lottie-web refused %s: %s\n" % (path, reason))
                if isinstance(error, (WebDriverException, TimedOut)):
                    browser.kill()  # a page that timed out may still be running: the next file gets a new browser
                out.write(b"\0")
                continue
            out.write(b"\1")
            for image in images:
                out.write(image)
            out.flush()
    finally:
        browser.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    out.flush()


main()
