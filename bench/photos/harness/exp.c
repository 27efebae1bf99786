// Experiment harness: what VipsCodec.encode makes of a cover photo (WebP 1600/960/480 +
// JPEG 960, average colour), in C, with variations, timed per step in process CPU time on
// one thread (libvips concurrency 1, cache off, as TripSite runs it).
//   cc -O2 -o exp exp.c $(pkg-config --cflags --libs vips)
//   ./exp MODE EFFORT OUTDIR photo...     (OUTDIR "" writes nothing; files are 0-1600.webp...)
//   MODE: cur  vips_thumbnail(path, 1600) once, the smaller widths resized in memory (TripSite)
//         sol  JPEG decoded at 1/n (largest n with width/n >= 1600), then vips_thumbnail_image
//         sep  each width decoded apart with vips_thumbnail (shrink-on-load per width)
//   CHAIN=1: the 480 resized from the 960 instead of the 1600.
#include <vips/vips.h>
#include <time.h>
#include <stdio.h>
#include <string.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static double T[8]; static long B[8];
static VipsImage *prep(VipsImage *t){ VipsImage *s=NULL,*m; if(vips_colourspace(t,&s,VIPS_INTERPRETATION_sRGB,NULL))vips_error_exit(0); m=vips_image_copy_memory(s); g_object_unref(s); return m;}
static VipsImage *decode(const char *mode,const char *path,int w){
  VipsImage *t=NULL;
  if(!strcmp(mode,"sol")){
    VipsImage *h=vips_image_new_from_file(path,"access",VIPS_ACCESS_SEQUENTIAL,NULL);
    int sw=vips_image_get_orientation_swap(h)?h->Ysize:h->Xsize; g_object_unref(h);
    int n=1; while(n<8 && sw/(n*2)>=w) n*=2;
    VipsImage *l=NULL; if(vips_jpegload(path,&l,"shrink",n,"access",VIPS_ACCESS_SEQUENTIAL,"fail_on",VIPS_FAIL_ON_ERROR,NULL))vips_error_exit(0);
    if(vips_thumbnail_image(l,&t,w,"height",10000000,"size",VIPS_SIZE_DOWN,NULL))vips_error_exit(0);
    g_object_unref(l);
  } else if(vips_thumbnail(path,&t,w,"height",10000000,"size",VIPS_SIZE_DOWN,"fail_on",VIPS_FAIL_ON_ERROR,NULL))vips_error_exit(0);
  VipsImage *m=prep(t); g_object_unref(t); return m;
}
static void save(VipsImage *im,int jpeg,int effort,const char *out,int slot){
  void *buf; size_t len; double t0=now();
  if(jpeg){ if(vips_jpegsave_buffer(im,&buf,&len,"Q",82,"strip",TRUE,"optimize_coding",TRUE,"interlace",TRUE,NULL))vips_error_exit(0);}
  else if(vips_webpsave_buffer(im,&buf,&len,"Q",80,"effort",effort,"strip",TRUE,NULL))vips_error_exit(0);
  T[slot]+=now()-t0; B[slot]+=len;
  if(out){FILE*f=fopen(out,"wb");fwrite(buf,1,len,f);fclose(f);} g_free(buf);
}
static VipsImage *shrink(VipsImage *in,int w){VipsImage*o=NULL; double t0=now(); if(vips_thumbnail_image(in,&o,w,"height",10000000,"size",VIPS_SIZE_DOWN,NULL))vips_error_exit(0); VipsImage*m=vips_image_copy_memory(o); g_object_unref(o); T[4]+=now()-t0; return m;}
int main(int argc,char**argv){
  if(VIPS_INIT(argv[0]))vips_error_exit(0); vips_concurrency_set(1); vips_cache_set_max(0);
  const char*mode=argv[1]; int effort=atoi(argv[2]); const char*od=argv[3];
  for(int i=4;i<argc;i++){
    const char*p=argv[i]; char o[4096]; const char*base=strrchr(p,'/'); char name[512]; snprintf(name,sizeof name,"%d",i-4);
    int ws[3]={1600,960,480};
    if(!strcmp(mode,"sep")){
      for(int k=0;k<3;k++){ double t0=now(); VipsImage*im=decode("cur",p,ws[k]); T[0]+=now()-t0;
        snprintf(o,sizeof o,"%s/%s-%d.webp",od,name,ws[k]); save(im,0,effort,*od?o:NULL,1+k);
        if(ws[k]==960){snprintf(o,sizeof o,"%s/%s-960.jpg",od,name); save(im,1,effort,*od?o:NULL,5);} g_object_unref(im);}
    } else {
      double t0=now(); VipsImage*im=decode(mode,p,1600); T[0]+=now()-t0;
      snprintf(o,sizeof o,"%s/%s-1600.webp",od,name); save(im,0,effort,*od?o:NULL,1);
      VipsImage*m=shrink(im,960); snprintf(o,sizeof o,"%s/%s-960.webp",od,name); save(m,0,effort,*od?o:NULL,2);
      snprintf(o,sizeof o,"%s/%s-960.jpg",od,name); save(m,1,effort,*od?o:NULL,5);
      VipsImage*s=shrink(getenv("CHAIN")?m:im,480); snprintf(o,sizeof o,"%s/%s-480.webp",od,name); save(s,0,effort,*od?o:NULL,3);
      double a; t0=now(); vips_avg(im,&a,NULL); T[6]+=now()-t0; g_object_unref(s); g_object_unref(m); g_object_unref(im);
    }
  }
  int n=argc-4; double tot=0; for(int k=0;k<8;k++)tot+=T[k];
  printf("%s e%d n=%d per photo CPU ms: decode %.0f | webp1600 %.0f webp960 %.0f webp480 %.0f jpeg960 %.0f | shrinks %.0f avg %.0f | total %.0f ; bytes/photo: w1600 %ld w960 %ld w480 %ld j960 %ld\n",
    mode,effort,n,T[0]/n*1e3,T[1]/n*1e3,T[2]/n*1e3,T[3]/n*1e3,T[5]/n*1e3,T[4]/n*1e3,T[6]/n*1e3,tot/n*1e3,B[1]/n,B[2]/n,B[3]/n,B[5]/n);
  return 0;
}
