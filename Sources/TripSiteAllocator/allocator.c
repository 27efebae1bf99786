// jemalloc, linked statically into the `tripsite` executable from Debian's libjemalloc-dev
// (libjemalloc_pic.a): the executable defines malloc, free and the rest, so they replace
// glibc's for the whole process (the Swift runtime, Foundation, cmark-gfm, libvips), and no
// library is needed at run time. docs/architecture.md, "The allocator", says why.
// Elsewhere (macOS) the system's malloc stays.
#include "tripsite_allocator.h"

#if defined(__linux__)

// Read by jemalloc when it starts (before `main`). A background thread returns freed pages
// to the system after a second instead of the calling thread doing it after ten: a build
// frees its pages' bytes as it writes them, and the peak stays where glibc's malloc left it.
const char *malloc_conf = "background_thread:true,dirty_decay_ms:1000";
#endif
