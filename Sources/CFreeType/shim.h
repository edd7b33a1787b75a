#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

// FreeType's public headers, reached through <ft2build.h>; the include path (-I/usr/include/freetype2) comes from
// pkg-config freetype2.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H

#endif
