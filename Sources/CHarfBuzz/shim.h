#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H

// HarfBuzz's shaper and its FreeType integration (hb-ft), so text is shaped with the same FreeType faces that draw
// it. The include paths (-I/usr/include/harfbuzz, -I/usr/include/freetype2) come from pkg-config harfbuzz.
#include <hb.h>
#include <hb-ft.h>

#endif
