// libwebp's demuxer (Debian libwebp-dev): WebPAnimDecoder, the independent decoder the tests read animated WebP with.
#include <webp/decode.h>
#include <webp/demux.h>
