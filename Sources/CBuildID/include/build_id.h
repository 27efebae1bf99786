#ifndef TRIPSITE_BUILD_ID_H
#define TRIPSITE_BUILD_ID_H

#include <stddef.h>

/// Copies the running executable's GNU build ID (the linker's hash of the program it
/// wrote) into `out` and returns its length, or returns 0 when the executable has none or
/// `capacity` is too small. Any change to the program, or to what it links statically,
/// changes the ID; the same program built again from the same sources keeps it.
size_t tripsite_build_id(unsigned char *out, size_t capacity);

#endif
