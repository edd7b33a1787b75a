// rlottie's C API (Debian's librlottie-dev): the independent renderer the Lottie conformance tests and the
// benchmark compare against. Never linked into a product target.
#include <rlottie_capi.h>
