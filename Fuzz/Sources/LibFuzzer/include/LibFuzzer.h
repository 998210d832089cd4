// libFuzzer's driver, for fuzz targets that have a main of their own (SwiftPM gives every executable one).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
