#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

/// Return codes of the CPNG functions. On any non-zero code the message buffer holds libpng's message.
enum {
    CPNG_OK = 0,
    CPNG_ERROR_LIBPNG = 1,      /* libpng reported an error (message from libpng) */
    CPNG_ERROR_ARGUMENT = 2,    /* a bad argument (message names it) */
    CPNG_ERROR_MEMORY = 3,      /* allocation failed */
    CPNG_ERROR_TOO_LARGE = 4    /* the image's dimensions exceed the caller's limit */
};

/// Row filter choices (match libpng's PNG_FILTER_* bits); CPNG_FILTER_ALL lets libpng choose per row.
enum {
    CPNG_FILTER_NONE = 0x08,
    CPNG_FILTER_SUB = 0x10,
    CPNG_FILTER_UP = 0x20,
    CPNG_FILTER_AVG = 0x40,
    CPNG_FILTER_PAETH = 0x80,
    CPNG_FILTER_ALL = 0xF8
};

/// Encodes a whole image to PNG in memory.
/// `rows` holds `height` rows of `width` pixels of `channels` (3 = RGB8, 4 = straight RGBA8) bytes, `stride` bytes apart.
/// `level` is the zlib level 0...9, `filters` a mask of CPNG_FILTER_*, `strategy` a zlib strategy (0 default, 1 filtered,
/// 2 huffman only, 3 RLE, 4 fixed), `mem_level` zlib's memory level 1...9 (the size of its match hash table: 8 is
/// zlib's default). No time chunk is written, so equal input gives equal bytes.
/// On success `*out` is a malloc'd buffer of `*out_len` bytes, to be released with `cpng_free`.
int cpng_encode(const uint8_t *rows, uint32_t width, uint32_t height, size_t stride, int channels,
                int level, int filters, int strategy, int mem_level,
                uint8_t **out, size_t *out_len, char *message, size_t message_capacity);

/// Decodes a whole PNG (any colour type, bit depth, palette with tRNS, interlaced) to straight RGBA8.
/// Dimensions over `max_width`, `max_height` or `max_pixels` are refused before any pixel memory is allocated.
/// On success `*out` is a malloc'd buffer of width·height·4 bytes, to be released with `cpng_free`.
int cpng_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height, uint64_t max_pixels,
                uint8_t **out, uint32_t *width, uint32_t *height, char *message, size_t message_capacity);

/// Releases a buffer returned by cpng_encode or cpng_decode.
void cpng_free(void *buffer);

#endif
