// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_HOST_POINTER of cuMemAlloc device memory, which the host program cannot
// access directly (on a device that does not use host page tables), returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, HostPointerOfDeviceMemoryInvalidValue,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "If there exists no host pointer value through which the host program may directly access ptr then CUDA_ERROR_INVALID_VALUE is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("pageableMemoryAccessUsesHostPageTables") == 0},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  void* host = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuPointerGetAttribute(&host, CU_POINTER_ATTRIBUTE_HOST_POINTER, mem.get()), CUDA_ERROR_INVALID_VALUE);
}
