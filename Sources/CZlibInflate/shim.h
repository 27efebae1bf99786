#ifndef TRIPSITE_ZLIB_SHIM_H
#define TRIPSITE_ZLIB_SHIM_H
// zlib from the system (Debian: zlib1g-dev, which libvips-dev brings; the program already
// links libz through ZIPFoundation). `FileContent` inflates the first kilobytes of a gzip file
// to see whether it is a compressed track; Foundation has no gzip on Linux.
#include <zlib.h>

// inflateInit2 is a macro, which Swift cannot call: the same, reading a gzip header
// (15 window bits, plus 16 for gzip).
static inline int tripsite_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}
#endif
