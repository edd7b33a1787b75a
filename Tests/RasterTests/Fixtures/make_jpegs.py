"""Writes the JPEG fixtures of JPEGTests with Pillow (Debian's python3-pil), and Pillow's own decode of each as a PNG:
the independent reference our libjpeg-turbo decode is compared with (within 2 per channel: IDCT rounding differs
between libjpeg versions).

Usage: /usr/bin/python3 make_jpegs.py (in this folder)
"""
from PIL import Image

picture = Image.new("RGB", (24, 16))
for y in range(16):
    for x in range(24):
        picture.putpixel((x, y), (x * 10, y * 16, 200 - x * 5))

picture.save("gradient.jpg", quality=90)
picture.save("gradient-progressive.jpg", quality=90, progressive=True)
picture.convert("L").save("gradient-gray.jpg", quality=90)
picture.convert("CMYK").save("gradient-cmyk.jpg", quality=90)
for name in ["gradient", "gradient-progressive", "gradient-gray"]:
    Image.open(name + ".jpg").convert("RGBA").save(name + "-pillow.png")
