// The driver itself comes with -sanitize=fuzzer (libclang_rt.fuzzer); this target only declares it.
#include "LibFuzzer.h"
