// zlib (Debian zlib1g-dev): the CRC-32 of the chunks RefreshOutput writes itself (APNG's acTL, fcTL, fdAT).
#include <zlib.h>
