// libzip (Debian libzip-dev): reading dotLottie containers from memory, entry by entry, without extracting them.
#include <zip.h>
