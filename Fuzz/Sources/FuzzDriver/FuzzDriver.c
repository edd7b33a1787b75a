// Only declarations: LLVMFuzzerRunDriver is defined by the libFuzzer runtime that -sanitize=fuzzer links.
#include "FuzzDriver.h"
