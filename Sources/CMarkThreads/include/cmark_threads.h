#ifndef TRIPSITE_CMARK_THREADS_H
#define TRIPSITE_CMARK_THREADS_H

/// Makes cmark-gfm safe to parse on several threads at once. Call once, after the
/// extensions are registered and before any thread parses (see cmark_threads.c).
void tripsite_cmark_prepare_for_threads(void);

/// How many times cmark-gfm called TripSite's cmark_manage_extensions_special_characters
/// instead of its own: nonzero after a parse when the interposition works.
long tripsite_cmark_interposed_calls(void);

#endif
