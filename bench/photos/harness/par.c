//   cc -O2 -o par par.c $(pkg-config --cflags --libs vips) -lpthread
// par WORKERS CONCURRENCY photo...: TripSite's pipeline (decode once at 1600, WebP e4 at
// 1600/960/480 + JPEG 960, average colour) on WORKERS threads that take photos one at a time,
// libvips concurrency CONCURRENCY. Prints wall seconds, CPU seconds and peak RSS.
#include <vips/vips.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/resource.h>
#include <time.h>
static char **photos; static int count; static atomic_int next;
static void enc(VipsImage *im, int jpeg){ void *b; size_t l;
  if(jpeg? vips_jpegsave_buffer(im,&b,&l,"Q",82,"strip",TRUE,"optimize_coding",TRUE,"interlace",TRUE,NULL)
         : vips_webpsave_buffer(im,&b,&l,"Q",80,"effort",4,"strip",TRUE,NULL)) vips_error_exit(0); g_free(b);}
static VipsImage *shr(VipsImage *in,int w){VipsImage*o,*m; if(vips_thumbnail_image(in,&o,w,"height",10000000,"size",VIPS_SIZE_DOWN,NULL))vips_error_exit(0); m=vips_image_copy_memory(o); g_object_unref(o); return m;}
static void *work(void *_){ int i;
  while((i=atomic_fetch_add(&next,1))<count){ VipsImage *t,*s,*m; double a;
    if(vips_thumbnail(photos[i],&t,1600,"height",10000000,"size",VIPS_SIZE_DOWN,"fail_on",VIPS_FAIL_ON_ERROR,NULL))vips_error_exit(0);
    if(vips_colourspace(t,&s,VIPS_INTERPRETATION_sRGB,NULL))vips_error_exit(0); m=vips_image_copy_memory(s); g_object_unref(s); g_object_unref(t);
    enc(m,0); VipsImage*m9=shr(m,960); enc(m9,0); enc(m9,1); g_object_unref(m9); VipsImage*m4=shr(m,480); enc(m4,0); g_object_unref(m4);
    vips_avg(m,&a,NULL); g_object_unref(m);
  } return NULL; }
int main(int argc,char**argv){ if(VIPS_INIT(argv[0]))vips_error_exit(0);
  int workers=atoi(argv[1]); vips_concurrency_set(atoi(argv[2])); vips_cache_set_max(0);
  photos=argv+3; count=argc-3; struct timespec a,b; clock_gettime(CLOCK_MONOTONIC,&a);
  pthread_t th[16]; for(int k=0;k<workers;k++)pthread_create(&th[k],0,work,0); for(int k=0;k<workers;k++)pthread_join(th[k],0);
  clock_gettime(CLOCK_MONOTONIC,&b); struct rusage u; getrusage(RUSAGE_SELF,&u);
  printf("workers %d concurrency %s: wall %.2f s cpu %.2f s peak RSS %ld MB (%d photos)\n",workers,argv[2],(b.tv_sec-a.tv_sec)+(b.tv_nsec-a.tv_nsec)*1e-9,
    u.ru_utime.tv_sec+u.ru_utime.tv_usec*1e-6+u.ru_stime.tv_sec+u.ru_stime.tv_usec*1e-6,u.ru_maxrss/1024,count); return 0; }
