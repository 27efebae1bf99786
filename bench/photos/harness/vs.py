# SSIM/PSNR (luma) of TripSite's and Hugo's variants of the first 12 photos against the
# reference (full decode, Lanczos3 without shrink-on-load), and bytes per kind over all photos.
import glob, os, sys
import numpy as np
exec(open('ssim.py').read().split('for d in')[0])
keep = sys.argv[1]
photos = sorted(glob.glob('/tmp/tripsite-photos-25-4/content/trips/photo-trip-000[012]/*.jpg'))
def ts(trip, name, w, ext): return glob.glob(f'{keep}/tripsite/trips/{trip}/{name}-{w}.*.{ext}')[0]
def hu(trip, name, w, ext):
    q = 'q80' if ext == 'webp' else 'q82'
    return [p for p in glob.glob(f'{keep}/hugo/trips/{trip}/{name}_hu*_{w}x0_resize_{q}*.{ext}')][0]
for w, ext in [(1600, 'webp'), (960, 'webp'), (960, 'jpg')]:
    res = {'tripsite': [], 'hugo': []}
    for i, p in enumerate(photos):
        trip, name = p.split('/')[-2], os.path.basename(p)[:-4]
        r = luma(f'ref/{i}-{w}.png')
        for tool, f in (('tripsite', ts), ('hugo', hu)):
            t = luma(f(trip, name, w, ext)); res[tool].append((ssim(r, t), psnr(r, t)))
    print(f'{w} {ext}: ' + ' | '.join(f'{k} ssim {np.mean([a for a, _ in v]):.4f} psnr {np.mean([b for _, b in v]):.2f} dB' for k, v in res.items()))
def total(pattern): return sum(os.path.getsize(p) for p in glob.glob(pattern, recursive=True))
for label, tp, hp in [('webp 1600', '*-1600.*.webp', '*_1600x0_*.webp'), ('webp 960', '*-960.*.webp', '*_960x0_*.webp'),
                      ('webp 480', '*-480.*.webp', '*_480x0_*.webp'), ('jpeg 960', '*-960.*.jpg', '*_960x0_*.jpg')]:
    a, b = total(f'{keep}/tripsite/trips/*/{tp}'), total(f'{keep}/hugo/trips/*/{hp}')
    print(f'{label}: tripsite {a/1e6:.2f} MB, hugo {b/1e6:.2f} MB, ratio {a/b:.2f}')
