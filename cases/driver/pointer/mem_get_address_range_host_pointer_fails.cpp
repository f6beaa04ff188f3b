// SPDX-License-Identifier: Apache-2.0
// cuMemGetAddressRange of plain malloc memory, which no cuMemAlloc allocation contains, must fail
// (the documented code, e.g. CUDA_ERROR_NOT_FOUND, is recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAddressRange, HostPointerFails,
    {
        .api = {"cuMemGetAddressRange"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetAddressRange",
            .quote =
                "Returns the base address in *pbase and size in *psize of the allocation by cuMemAlloc() or cuMemAllocPitch() that contains the input pointer dptr."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::PageableBuffer<unsigned> host(1024);
  CUdeviceptr base = 0;
  std::size_t size = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemGetAddressRange(&base, &size, reinterpret_cast<CUdeviceptr>(host.data())));
}
