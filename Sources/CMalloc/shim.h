// glibc's allocator settings (mallopt and its M_* parameters), which Swift's Glibc module does
// not import. Empty elsewhere: only ProcessHeap's HeapTuning uses it, and only on Linux.
#if defined(__linux__)
#include <malloc.h>
#endif
