// libjpeg-turbo's TurboJPEG API (Debian libturbojpeg0-dev): JPEG headers and whole-image decoding to RGBA, its
// libjpeg error handling (setjmp/longjmp) kept inside the library.
#include <turbojpeg.h>
