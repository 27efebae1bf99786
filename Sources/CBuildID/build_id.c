// The running program's GNU build ID, read from its own ELF notes in memory.
//
// Parse results kept between builds are valid only for the program that made them: a
// TripSite built from other sources may parse the same file to other HTML. The build ID
// says which program is running without reading its file: the linker writes it into a
// PT_NOTE segment as a hash of the linked output (`readelf -n tripsite` shows it), and
// dl_iterate_phdr reports the executable's segments first, already mapped.
// Elsewhere (macOS) there is none and the function returns 0: nothing is kept.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "build_id.h"

#if defined(__linux__)
#include <elf.h>
#include <link.h>
#include <string.h>

struct found {
    unsigned char *out;
    size_t capacity;
    size_t length;
};

static size_t aligned4(size_t size) { return (size + 3) & ~(size_t)3; }

// One PT_NOTE segment's notes, searched for NT_GNU_BUILD_ID with the name "GNU".
static void search_notes(const unsigned char *notes, size_t size, struct found *found) {
    size_t offset = 0;
    while (offset + sizeof(ElfW(Nhdr)) <= size) {
        ElfW(Nhdr) header;
        memcpy(&header, notes + offset, sizeof header);
        size_t name = offset + sizeof header;
        size_t desc = name + aligned4(header.n_namesz);
        if (desc + header.n_descsz > size) return;
        if (header.n_type == NT_GNU_BUILD_ID && header.n_namesz == 4 && memcmp(notes + name, "GNU", 4) == 0) {
            if (header.n_descsz <= found->capacity) {
                memcpy(found->out, notes + desc, header.n_descsz);
                found->length = header.n_descsz;
            }
            return;
        }
        offset = desc + aligned4(header.n_descsz);
    }
}

// Called for each loaded object, the executable first: it stops after that one.
static int first_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct found *found = data;
    for (ElfW(Half) index = 0; index < info->dlpi_phnum && found->length == 0; index++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[index];
        if (segment->p_type != PT_NOTE) continue;
        search_notes((const unsigned char *)(info->dlpi_addr + segment->p_vaddr), segment->p_memsz, found);
    }
    return 1;
}

size_t tripsite_build_id(unsigned char *out, size_t capacity) {
    struct found found = {out, capacity, 0};
    dl_iterate_phdr(first_object, &found);
    return found.length;
}

#else
size_t tripsite_build_id(unsigned char *out, size_t capacity) {
    (void)out;
    (void)capacity;
    return 0;
}
#endif
