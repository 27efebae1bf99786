import sys, numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter
def luma(p):
    a=np.asarray(Image.open(p).convert('RGB'),np.float64)
    return a@[0.299,0.587,0.114]
def ssim(x,y):
    C1,C2=(0.01*255)**2,(0.03*255)**2
    f=lambda a: gaussian_filter(a,1.5)
    mx,my=f(x),f(y); sxx=f(x*x)-mx*mx; syy=f(y*y)-my*my; sxy=f(x*y)-mx*my
    return (((2*mx*my+C1)*(2*sxy+C2))/((mx*mx+my*my+C1)*(sxx+syy+C2))).mean()
def psnr(x,y): return 10*np.log10(255**2/((x-y)**2).mean())
for d in sys.argv[1:]:
    row=[]
    for w,ext in [(1600,'webp'),(960,'webp'),(480,'webp'),(960,'jpg')]:
        s=[];q=[]
        for i in range(12):
            r=luma(f'ref/{i}-{w}.png'); t=luma(f'{d}/{i}-{w}.{ext}')
            s.append(ssim(r,t)); q.append(psnr(r,t))
        row.append(f'{w}{ext[0]} ssim {np.mean(s):.4f} psnr {np.mean(q):.2f}')
    print(d.ljust(12),' | '.join(row))
