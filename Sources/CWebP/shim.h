// libwebp (Debian libwebp-dev): the encoder and libwebpmux's WebPAnimEncoder, for animated WebP output.
#include <webp/encode.h>
#include <webp/mux.h>
