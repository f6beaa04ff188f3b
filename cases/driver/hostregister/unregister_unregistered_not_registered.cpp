// SPDX-License-Identifier: Apache-2.0
// cuMemHostUnregister of malloc memory that was never registered returns
// CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostUnregister, UnregisteredNotRegistered,
    {
        .api = {"cuMemHostUnregister"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED)",
            .quote =
                "This error indicates that the pointer passed to cuMemHostUnregister() does not correspond to any currently registered memory region."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED);
}
