// The whole of the project's C: libpng encode and decode, each one C function from create to destroy, so that
// setjmp is armed in a live C frame and the error handler's longjmp crosses only C frames (RASTER-NOTES.md §5, §8.17).
#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    char *message;
    size_t capacity;
    /* libpng explains some errors only in the warnings before them (png_check_IHDR warns "Image width is zero in
       IHDR", then errors "Invalid IHDR data"), so warnings are kept and appended to the error message. */
    char warnings[256];
} cpng_error_sink;

static void cpng_copy_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    size_t n = strlen(text);
    if (n >= capacity) n = capacity - 1;
    memcpy(message, text, n);
    message[n] = 0;
}

static void cpng_on_error(png_structp png, png_const_charp text) {
    cpng_error_sink *sink = (cpng_error_sink *)png_get_error_ptr(png);
    if (sink) {
        cpng_copy_message(sink->message, sink->capacity, text ? text : "libpng error");
        if (sink->warnings[0] && sink->message && sink->capacity) {
            size_t used = strlen(sink->message);
            if (used + 3 < sink->capacity) {
                cpng_copy_message(sink->message + used, sink->capacity - used, ": ");
                used += 2;
                cpng_copy_message(sink->message + used, sink->capacity - used, sink->warnings);
            }
        }
    }
    png_longjmp(png, 1);
}

/* Warnings are not errors (the output is still valid); they are only remembered as context for a later error. */
static void cpng_on_warning(png_structp png, png_const_charp text) {
    cpng_error_sink *sink = (cpng_error_sink *)png_get_error_ptr(png);
    if (sink == NULL || text == NULL) return;
    size_t used = strlen(sink->warnings);
    if (used > 0 && used + 2 < sizeof sink->warnings) {
        memcpy(sink->warnings + used, "; ", 3);
        used += 2;
    }
    cpng_copy_message(sink->warnings + used, sizeof sink->warnings - used, text);
}

/* ---- encode ---- */

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    int failed;
} cpng_memory_sink;

static void cpng_write_to_memory(png_structp png, png_bytep data, png_size_t length) {
    cpng_memory_sink *sink = (cpng_memory_sink *)png_get_io_ptr(png);
    if (sink->failed) return;
    if (sink->length + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->length + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(sink->bytes, capacity);
        if (grown == NULL) {
            sink->failed = 1;
            png_error(png, "out of memory while writing PNG");
            return;
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, length);
    sink->length += length;
}

static void cpng_flush_nothing(png_structp png) { (void)png; }

int cpng_encode(const uint8_t *rows, uint32_t width, uint32_t height, size_t stride, int channels,
                int level, int filters, int strategy, int mem_level,
                uint8_t **out, size_t *out_len, char *message, size_t message_capacity) {
    if (message && message_capacity) message[0] = 0;
    if (out == NULL || out_len == NULL || rows == NULL) {
        cpng_copy_message(message, message_capacity, "null buffer passed to cpng_encode");
        return CPNG_ERROR_ARGUMENT;
    }
    *out = NULL;
    *out_len = 0;
    if (channels != 3 && channels != 4) {
        cpng_copy_message(message, message_capacity, "channels must be 3 (RGB) or 4 (RGBA)");
        return CPNG_ERROR_ARGUMENT;
    }
    if (level < 0 || level > 9 || strategy < 0 || strategy > 4 || (filters & ~CPNG_FILTER_ALL) || filters == 0 ||
        mem_level < 1 || mem_level > 9) {
        cpng_copy_message(message, message_capacity,
                          "level must be 0...9, strategy 0...4, filters a non-empty filter mask, memory level 1...9");
        return CPNG_ERROR_ARGUMENT;
    }
    if (stride < (size_t)width * (size_t)channels) {
        cpng_copy_message(message, message_capacity, "stride is smaller than a row");
        return CPNG_ERROR_ARGUMENT;
    }

    cpng_error_sink errors = {message, message_capacity, {0}};
    cpng_memory_sink sink = {NULL, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, cpng_on_error, cpng_on_warning);
    if (png == NULL) {
        cpng_copy_message(message, message_capacity, "png_create_write_struct failed");
        return CPNG_ERROR_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        cpng_copy_message(message, message_capacity, "png_create_info_struct failed");
        return CPNG_ERROR_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.bytes);
        return CPNG_ERROR_LIBPNG;
    }
    png_set_write_fn(png, &sink, cpng_write_to_memory, cpng_flush_nothing);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_compression_mem_level(png, mem_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rows + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = sink.bytes;
    *out_len = sink.length;
    return CPNG_OK;
}

/* ---- decode ---- */

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
} cpng_memory_source;

static void cpng_read_from_memory(png_structp png, png_bytep data, png_size_t length) {
    cpng_memory_source *source = (cpng_memory_source *)png_get_io_ptr(png);
    if (length > source->length - source->offset) {
        png_error(png, "unexpected end of PNG data (file truncated)");
        return;
    }
    memcpy(data, source->bytes + source->offset, length);
    source->offset += length;
}

int cpng_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height, uint64_t max_pixels,
                uint8_t **out, uint32_t *width, uint32_t *height, char *message, size_t message_capacity) {
    if (message && message_capacity) message[0] = 0;
    if (out == NULL || width == NULL || height == NULL || (data == NULL && length > 0)) {
        cpng_copy_message(message, message_capacity, "null buffer passed to cpng_decode");
        return CPNG_ERROR_ARGUMENT;
    }
    *out = NULL;
    *width = 0;
    *height = 0;
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        cpng_copy_message(message, message_capacity, "not a PNG file (bad signature)");
        return CPNG_ERROR_LIBPNG;
    }

    cpng_error_sink errors = {message, message_capacity, {0}};
    cpng_memory_source source = {data, length, 0};
    /* Written after setjmp and read after a longjmp: must be volatile. */
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile row_pointers = NULL;

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &errors, cpng_on_error, cpng_on_warning);
    if (png == NULL) {
        cpng_copy_message(message, message_capacity, "png_create_read_struct failed");
        return CPNG_ERROR_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        cpng_copy_message(message, message_capacity, "png_create_info_struct failed");
        return CPNG_ERROR_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(row_pointers);
        return CPNG_ERROR_LIBPNG;
    }
    png_set_read_fn(png, &source, cpng_read_from_memory);
    /* libpng's own limits stop absurd IHDR values before it allocates anything. */
    png_set_user_limits(png, max_width ? max_width : 1, max_height ? max_height : 1);
    png_read_info(png, info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &bit_depth, &color_type, &interlace, NULL, NULL);
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        cpng_copy_message(message, message_capacity, "image has more pixels than the allowed maximum");
        return CPNG_ERROR_TOO_LARGE;
    }

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    if (interlace != PNG_INTERLACE_NONE) (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)w * 4) {
        png_error(png, "unsupported pixel layout after transformation");
    }
    pixels = (uint8_t *)malloc(row_bytes * (size_t)h);
    row_pointers = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)h);
    if (pixels == NULL || row_pointers == NULL) {
        png_error(png, "out of memory while decoding PNG");
    }
    for (png_uint_32 y = 0; y < h; y++) row_pointers[y] = pixels + (size_t)y * row_bytes;
    png_read_image(png, row_pointers);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(row_pointers);
    *out = pixels;
    *width = w;
    *height = h;
    return CPNG_OK;
}

void cpng_free(void *buffer) { free(buffer); }
