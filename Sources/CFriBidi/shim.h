#ifndef CFRIBIDI_SHIM_H
#define CFRIBIDI_SHIM_H

// GNU FriBidi, the Unicode Bidirectional Algorithm (UAX #9); the include path comes from pkg-config fribidi.
#include <fribidi.h>

#endif
