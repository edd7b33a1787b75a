// giflib (Debian libgif-dev) has no pkg-config file: the header is found in the default include path and the
// library is linked by name from module.modulemap.
#include <gif_lib.h>
