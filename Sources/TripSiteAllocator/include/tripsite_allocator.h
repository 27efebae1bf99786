#ifndef TRIPSITE_ALLOCATOR_H
#define TRIPSITE_ALLOCATOR_H
// TripSiteAllocator has no API: linking it into the executable is what it does (allocator.c).
#if defined(__linux__)
/// jemalloc's options, read by jemalloc when the process starts.
extern const char *malloc_conf;
#endif
#endif
