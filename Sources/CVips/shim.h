#ifndef TRIPSITE_VIPS_SHIM_H
#define TRIPSITE_VIPS_SHIM_H
// libvips from the system (Debian: libvips-dev). Most of libvips's API is variadic
// (`vips_thumbnail(path, &out, width, "height", h, ..., NULL)`), which Swift cannot call, so
// these static inline functions fix the arguments TripSite uses. They hold no state and no
// logic beyond one libvips call each; TripSiteImaging's `VipsCodec` is the only caller.
#include <vips/vips.h>
#include <webp/mux.h>

/// Drops libvips's warnings (`VIPS-WARNING **: …` on standard error, unformatted): a photo
/// libvips cannot read fails with its error, which TripSite reports at the photo's line.
static void tripsite_vips_drop_warning(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// vips_init, plus the settings a build wants: one libvips thread per image (TripSite runs
/// photos on every core itself), no operation cache (each photo is made once), and no
/// loaders libvips marks untrusted.
static inline int tripsite_vips_start(void) {
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO, tripsite_vips_drop_warning, NULL);
    if (vips_init("tripsite") != 0) return -1;
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    vips_block_untrusted_set(TRUE);
    return 0;
}

/// Opens a file lazily: the header is read, no pixels are decoded.
static inline VipsImage *tripsite_vips_open_header(const char *path) {
    return vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// Opens a file's header with the loader `vips_foreign_find_load` named for it (a class name,
/// `VipsForeignLoadJpegFile`), so libvips does not sniff the file against every loader a
/// second time: about 25 µs a JPEG header instead of 170.
static inline VipsImage *tripsite_vips_open_header_as(const char *loader, const char *path) {
    GType type = g_type_from_name(loader);
    const char *nickname = type == 0 ? NULL : vips_nickname_find(type);
    VipsImage *out = NULL;
    if (nickname == NULL || vips_call(nickname, path, &out, "access", VIPS_ACCESS_SEQUENTIAL, NULL)) {
        return NULL;
    }
    return out;
}

/// Opens a file's header with the loader of this nickname (`jpegload`), for a file whose
/// first bytes already said its format: no sniffing against every loader libvips has.
static inline VipsImage *tripsite_vips_open_header_nick(const char *nickname, const char *path) {
    VipsImage *out = NULL;
    if (vips_call(nickname, path, &out, "access", VIPS_ACCESS_SEQUENTIAL, NULL)) {
        return NULL;
    }
    return out;
}

/// Opens a file for reading pixels in any order.
static inline VipsImage *tripsite_vips_open(const char *path) { return vips_image_new_from_file(path, NULL); }

/// Decodes a file straight to at most `width` pixels wide (shrink-on-load: a JPEG decodes at
/// 1/2, 1/4 or 1/8 size; no upscaling), upright by its EXIF orientation, failing on truncated
/// or corrupt data instead of filling it in grey.
static inline VipsImage *tripsite_vips_thumbnail(const char *path, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail(path, &out, width, "height", 10000000, "size", VIPS_SIZE_DOWN, "fail_on",
                       VIPS_FAIL_ON_ERROR, NULL) != 0)
        return NULL;
    return out;
}

/// The image at `path` cut to `width` x `height` around its centre, after the EXIF orientation
/// and a shrink to the smallest size that covers the box (never larger than the original:
/// a smaller one is cut to the box's shape at its own size).
static inline VipsImage *tripsite_vips_thumbnail_cropped(const char *path, int width, int height) {
    VipsImage *out = NULL;
    if (vips_thumbnail(path, &out, width, "height", height, "crop", VIPS_INTERESTING_CENTRE, "size",
                       VIPS_SIZE_DOWN, "fail_on", VIPS_FAIL_ON_ERROR, NULL) != 0)
        return NULL;
    return out;
}

/// A smaller copy of an image already in memory, at most `width` pixels wide.
static inline VipsImage *tripsite_vips_shrink(VipsImage *in, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image(in, &out, width, "height", 10000000, "size", VIPS_SIZE_DOWN, NULL) != 0) return NULL;
    return out;
}

/// The image in 8-bit sRGB (from CMYK, greyscale, 16-bit, or another profile's RGB).
static inline VipsImage *tripsite_vips_srgb(VipsImage *in) {
    VipsImage *converted = NULL;
    if (vips_colourspace(in, &converted, VIPS_INTERPRETATION_sRGB, NULL) != 0) return NULL;
    if (converted->BandFmt == VIPS_FORMAT_UCHAR) return converted;
    VipsImage *cast = NULL;
    int failed = vips_cast(converted, &cast, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(converted);
    return failed ? NULL : cast;
}

/// The image over a white background, without its alpha channel (for JPEG).
static inline VipsImage *tripsite_vips_flatten(VipsImage *in) {
    VipsImage *out = NULL;
    double white[3] = {255.0, 255.0, 255.0};
    VipsArrayDouble *background = vips_array_double_new(white, 3);
    int failed = vips_flatten(in, &out, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    return failed ? NULL : out;
}

static inline int tripsite_vips_webp(VipsImage *in, int quality, int effort, void **buffer, size_t *length) {
    return vips_webpsave_buffer(in, buffer, length, "Q", quality, "effort", effort, "strip", TRUE, NULL);
}

static inline int tripsite_vips_jpeg(VipsImage *in, int quality, void **buffer, size_t *length) {
    return vips_jpegsave_buffer(in, buffer, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE,
                                "interlace", TRUE, NULL);
}

static inline int tripsite_vips_avif(VipsImage *in, int quality, void **buffer, size_t *length) {
    return vips_heifsave_buffer(in, buffer, length, "Q", quality, "compression", VIPS_FOREIGN_HEIF_COMPRESSION_AV1,
                                "strip", TRUE, NULL);
}

/// A WebP file without its EXIF, XMP and ICC chunks, through libwebpmux (the library
/// libvips itself writes them with). libvips 8.14's WebP writer ignores `strip` and always
/// adds an EXIF block (libvips#3340); the pixels are not touched. Returns 0 on success; the
/// caller frees `*out` with WebPDataClear.
static inline int tripsite_webp_without_metadata(const uint8_t *bytes, size_t length, WebPData *out) {
    WebPData in = {bytes, length};
    WebPMux *mux = WebPMuxCreate(&in, 0);
    if (mux == NULL) return -1;
    WebPMuxDeleteChunk(mux, "EXIF");
    WebPMuxDeleteChunk(mux, "XMP ");
    WebPMuxDeleteChunk(mux, "ICCP");
    WebPDataInit(out);
    WebPMuxError error = WebPMuxAssemble(mux, out);
    WebPMuxDelete(mux);
    return error == WEBP_MUX_OK ? 0 : -1;
}

/// The mean of one band.
static inline int tripsite_vips_band_mean(VipsImage *in, int band, double *mean) {
    VipsImage *extracted = NULL;
    if (vips_extract_band(in, &extracted, band, NULL) != 0) return -1;
    int failed = vips_avg(extracted, mean, NULL);
    g_object_unref(extracted);
    return failed;
}

/// The values of the pixel at (x, y), up to `capacity` bands; the band count, or -1.
static inline int tripsite_vips_getpoint(VipsImage *in, int x, int y, double *values, int capacity) {
    double *vector = NULL;
    int n = 0;
    if (vips_getpoint(in, &vector, &n, x, y, NULL) != 0) return -1;
    for (int i = 0; i < n && i < capacity; i++) values[i] = vector[i];
    g_free(vector);
    return n;
}

static inline void tripsite_vips_unref(VipsImage *image) { g_object_unref(image); }
static inline int tripsite_vips_width(VipsImage *image) { return image->Xsize; }
static inline int tripsite_vips_height(VipsImage *image) { return image->Ysize; }
static inline int tripsite_vips_bands(VipsImage *image) { return image->Bands; }

#endif
