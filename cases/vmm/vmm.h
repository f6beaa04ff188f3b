// SPDX-License-Identifier: Apache-2.0
// Shared pieces of the virtual memory management cases: allocation properties, granularity, and
// owners of a reservation, a physical allocation handle and a mapping.
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include "../driver/drv.h"
#include "cudasem/check.h"
#include "cudasem/driver.h"

namespace vmmcase {

// Pinned device memory on `dev`, optionally exportable as `handle_types`.
inline CUmemAllocationProp device_prop(CUdevice dev, CUmemAllocationHandleType handle_types = CU_MEM_HANDLE_TYPE_NONE) {
  CUmemAllocationProp prop{};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = dev;
  prop.requestedHandleTypes = handle_types;
  return prop;
}

inline std::size_t granularity(const CUmemAllocationProp& prop,
                               CUmemAllocationGranularity_flags option = CU_MEM_ALLOC_GRANULARITY_MINIMUM) {
  std::size_t g = 0;
  CUresult e = cudasem::driver().cuMemGetAllocationGranularity(&g, &prop, option);
  if (e != CUDA_SUCCESS || g == 0) ADD_FAILURE() << "cuMemGetAllocationGranularity returned " << cudasem::error_text(e);
  return g;
}

// cuMemAddressReserve / cuMemAddressFree.
class Reservation {
 public:
  Reservation(std::size_t size, std::size_t alignment = 0) : size_(size) {
    CUresult e = cudasem::driver().cuMemAddressReserve(&ptr_, size, alignment, 0, 0);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemAddressReserve returned " << cudasem::error_text(e);
  }
  Reservation(const Reservation&) = delete;
  Reservation& operator=(const Reservation&) = delete;
  ~Reservation() {
    if (!ptr_) return;
    CUresult e = cudasem::driver().cuMemAddressFree(ptr_, size_);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemAddressFree returned " << cudasem::error_text(e);
  }
  CUdeviceptr ptr() const { return ptr_; }
  std::size_t size() const { return size_; }

 private:
  CUdeviceptr ptr_ = 0;
  std::size_t size_;
};

// cuMemCreate / cuMemRelease (release() early for the cases about releasing).
class Allocation {
 public:
  Allocation(std::size_t size, const CUmemAllocationProp& prop) {
    CUresult e = cudasem::driver().cuMemCreate(&handle_, size, &prop, 0);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemCreate returned " << cudasem::error_text(e);
  }
  Allocation(const Allocation&) = delete;
  Allocation& operator=(const Allocation&) = delete;
  ~Allocation() { release(); }
  CUresult release() {
    if (!handle_) return CUDA_SUCCESS;
    CUresult e = cudasem::driver().cuMemRelease(handle_);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemRelease returned " << cudasem::error_text(e);
    handle_ = 0;
    return e;
  }
  CUmemGenericAllocationHandle get() const { return handle_; }

 private:
  CUmemGenericAllocationHandle handle_ = 0;
};

// cuMemMap / cuMemUnmap of a whole allocation at offset 0.
class Mapping {
 public:
  Mapping(CUdeviceptr ptr, std::size_t size, CUmemGenericAllocationHandle handle) : ptr_(ptr), size_(size) {
    CUresult e = cudasem::driver().cuMemMap(ptr, size, 0, handle, 0);
    if (e != CUDA_SUCCESS) {
      ADD_FAILURE() << "cuMemMap returned " << cudasem::error_text(e);
      ptr_ = 0;
    }
  }
  Mapping(const Mapping&) = delete;
  Mapping& operator=(const Mapping&) = delete;
  ~Mapping() { unmap(); }
  void unmap() {
    if (!ptr_) return;
    CUresult e = cudasem::driver().cuMemUnmap(ptr_, size_);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemUnmap returned " << cudasem::error_text(e);
    ptr_ = 0;
  }
  bool mapped() const { return ptr_ != 0; }
  // Forgets the mapping without unmapping it (a case that unmapped it piecewise itself).
  void abandon() { ptr_ = 0; }

 private:
  CUdeviceptr ptr_;
  std::size_t size_;
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
  return cudasem::driver().cuMemSetAccess(ptr, size, &d, 1);
}

inline CUmemLocation device_location(CUdevice dev) {
  CUmemLocation l{};
  l.type = CU_MEM_LOCATION_TYPE_DEVICE;
  l.id = dev;
  return l;
}

}  // namespace vmmcase
