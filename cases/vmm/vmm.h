// SPDX-License-Identifier: Apache-2.0
// Helpers of the virtual memory management cases (namespace cudasem::vmm): allocation properties
// and granularity (Granule: device 0's primary context current, its properties and minimum
// granularity), owners of a reservation, a physical allocation handle and a mapping (MappedRange:
// the three in one), access descriptors, the shared checks of the access flags and of a kernel
// fill read back, and the helper-process side of the cases that fault in a second process.
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "kernels/kernels.h"

namespace cudasem::vmm {

// Pinned device memory on `dev`, optionally exportable as `handle_types`.
inline CUmemAllocationProp device_prop(CUdevice dev, CUmemAllocationHandleType handle_types = CU_MEM_HANDLE_TYPE_NONE) {
  CUmemAllocationProp prop{};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = dev;
  prop.requestedHandleTypes = handle_types;
  return prop;
}

inline std::size_t granularity(
    const CUmemAllocationProp& prop, CUmemAllocationGranularity_flags option = CU_MEM_ALLOC_GRANULARITY_MINIMUM) {
  std::size_t g = 0;
  CUresult e = driver().cuMemGetAllocationGranularity(&g, &prop, option);
  if (e != CUDA_SUCCESS || g == 0) ADD_FAILURE() << "cuMemGetAllocationGranularity returned " << error_text(e);
  return g;
}

// Device 0's primary context made current, pinned device memory properties on it (exportable as
// `handle_types`) and their minimum granularity, `size` (0, with a test failure, when the query
// fails: the case asserts it is not).
struct Granule {
  PrimaryCurrent primary;
  CUmemAllocationProp prop;
  std::size_t size;
  explicit Granule(CUmemAllocationHandleType handle_types = CU_MEM_HANDLE_TYPE_NONE)
      : prop(device_prop(primary.device(), handle_types)), size(granularity(prop)) {}
  CUdevice device() const { return primary.device(); }
};

// cuMemAddressReserve / cuMemAddressFree (released with address and size: no Owner).
class Reservation {
 public:
  Reservation(std::size_t size, std::size_t alignment = 0) : size_(size) {
    CUresult e = driver().cuMemAddressReserve(&ptr_, size, alignment, 0, 0);
    CUDASEM_EXPECT_CU_OK_OF(cuMemAddressReserve, e);
  }
  Reservation(const Reservation&) = delete;
  Reservation& operator=(const Reservation&) = delete;
  ~Reservation() {
    if (!ptr_) return;
    CUresult e = driver().cuMemAddressFree(ptr_, size_);
    CUDASEM_EXPECT_CU_OK_OF(cuMemAddressFree, e);
  }
  CUdeviceptr ptr() const { return ptr_; }
  std::size_t size() const { return size_; }

 private:
  CUdeviceptr ptr_ = 0;
  std::size_t size_;
};

inline CUresult cu_mem_release(CUmemGenericAllocationHandle h) { return driver().cuMemRelease(h); }

// cuMemCreate / cuMemRelease (release() early for the cases about releasing).
class Allocation : public Owner<CUmemGenericAllocationHandle, &cu_mem_release> {
 public:
  Allocation(std::size_t size, const CUmemAllocationProp& prop) {
    CUresult e = driver().cuMemCreate(&handle_, size, &prop, 0);
    CUDASEM_EXPECT_CU_OK_OF(cuMemCreate, e);
  }
  // cuMemRelease now; a failure is a test failure and is returned.
  CUresult release() {
    const CUmemGenericAllocationHandle h = abandon();
    if (!h) return CUDA_SUCCESS;
    const CUresult e = cu_mem_release(h);
    if (e != CUDA_SUCCESS) report_release_failure("cuMemRelease", e);
    return e;
  }
};

// cuMemMap / cuMemUnmap of a whole allocation at offset 0 (released with address and size: no
// Owner).
class Mapping {
 public:
  Mapping(CUdeviceptr ptr, std::size_t size, CUmemGenericAllocationHandle handle) : ptr_(ptr), size_(size) {
    CUresult e = driver().cuMemMap(ptr, size, 0, handle, 0);
    if (e != CUDA_SUCCESS) {
      ADD_FAILURE() << "cuMemMap returned " << error_text(e);
      ptr_ = 0;
    }
  }
  Mapping(const Mapping&) = delete;
  Mapping& operator=(const Mapping&) = delete;
  ~Mapping() { unmap(); }
  void unmap() {
    if (!ptr_) return;
    CUresult e = driver().cuMemUnmap(ptr_, size_);
    CUDASEM_EXPECT_CU_OK_OF(cuMemUnmap, e);
    ptr_ = 0;
  }
  bool mapped() const { return ptr_ != 0; }
  // Forgets the mapping without unmapping it (a case that unmapped it piecewise itself).
  void abandon() { ptr_ = 0; }

 private:
  CUdeviceptr ptr_;
  std::size_t size_;
};

// `size` bytes reserved, a cuMemCreate allocation of `size` bytes with `prop`, and its mapping on
// the reservation at offset 0 (no access granted); unmapped, released and freed in that order.
struct MappedRange {
  Reservation range;
  Allocation alloc;
  Mapping mapping;
  MappedRange(std::size_t size, const CUmemAllocationProp& prop)
      : range(size), alloc(size, prop), mapping(range.ptr(), size, alloc.get()) {}
  CUdeviceptr ptr() const { return range.ptr(); }
  bool mapped() const { return mapping.mapped(); }
};

inline CUmemAccessDesc access_desc(CUdevice dev, CUmemAccess_flags flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE) {
  CUmemAccessDesc d{};
  d.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  d.location.id = dev;
  d.flags = flags;
  return d;
}

// Read-write access for `dev` on [ptr, ptr + size).
inline CUresult grant(CUdeviceptr ptr, std::size_t size, CUdevice dev) {
  CUmemAccessDesc d = access_desc(dev);
  return driver().cuMemSetAccess(ptr, size, &d, 1);
}

inline CUmemLocation device_location(CUdevice dev) {
  CUmemLocation l{};
  l.type = CU_MEM_LOCATION_TYPE_DEVICE;
  l.id = dev;
  return l;
}

// The check of the access cases: cuMemGetAccess of `ptr` for `dev`, observed as access_flags, must
// report `expected`. Returns early (ASSERT) when the call fails: nothing may follow.
inline void expect_access_flags(CUdeviceptr ptr, CUdevice dev, CUmemAccess_flags expected) {
  const Driver& drv = driver();
  CUmemLocation where = device_location(dev);
  unsigned long long flags = 99;

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAccess(&flags, &where, ptr));

  CUDASEM_EXPECT_EQ_NAMED("access_flags", flags, static_cast<unsigned long long>(expected));
}

// A kernel fills [ptr, ptr + bytes) with `pattern` (kernels::launch_fill); after cuCtxSynchronize,
// cuMemcpyDtoH must read the pattern in every word (recorded as "words.read_back_pattern", expected
// the number of words). Returns early (ASSERT) on a failed step.
inline void expect_kernel_fill_reads_back(CUdeviceptr ptr, std::size_t bytes, unsigned pattern) {
  const Driver& drv = driver();
  const std::size_t n = bytes / sizeof(unsigned);
  CUDASEM_ASSERT_OK(kernels::launch_fill(nullptr, reinterpret_cast<unsigned*>(ptr), n, pattern));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  std::vector<unsigned> host(n, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(host.data(), ptr, bytes));
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == pattern;
  CUDASEM_EXPECT_EQ_NAMED("words.read_back_pattern", ok, n);
}

// Helper-process side (a fresh process): the driver table loaded, cuInit, and device 0's primary
// context made current. 0 when done, else the helper's exit code: 3 (no driver, or cuInit failed),
// 4 (device or context).
inline int helper_primary_current(const Driver*& drv, CUdevice& dev) {
  drv = helper_driver();
  if (!drv || drv->cuInit(0) != CUDA_SUCCESS) return 3;
  CUcontext ctx = nullptr;
  if (drv->cuDeviceGet(&dev, 0) != CUDA_SUCCESS || drv->cuDevicePrimaryCtxRetain(&ctx, dev) != CUDA_SUCCESS ||
      drv->cuCtxSetCurrent(ctx) != CUDA_SUCCESS)
    return 4;
  return 0;
}

// Helper-process side: one granule (`*gran` bytes) of pinned memory on `dev` reserved at `*p`,
// created and mapped there, with no access granted; false when a step failed.
inline bool helper_map_granule(const Driver& drv, CUdevice dev, CUdeviceptr* p, std::size_t* gran) {
  const CUmemAllocationProp prop = device_prop(dev);
  CUmemGenericAllocationHandle h = 0;
  return drv.cuMemGetAllocationGranularity(gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM) == CUDA_SUCCESS &&
         drv.cuMemAddressReserve(p, *gran, 0, 0, 0) == CUDA_SUCCESS &&
         drv.cuMemCreate(&h, *gran, &prop, 0) == CUDA_SUCCESS && drv.cuMemMap(*p, *gran, 0, h, 0) == CUDA_SUCCESS;
}

}  // namespace cudasem::vmm
