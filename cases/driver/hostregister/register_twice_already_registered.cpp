// SPDX-License-Identifier: Apache-2.0
// cuMemHostRegister of a range that is already registered returns
// CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostRegister, TwiceAlreadyRegistered,
    {
        .api = {"cuMemHostRegister", "cuMemHostUnregister"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)",
            .quote =
                "This error indicates that the memory range passed to cuMemHostRegister() has already been registered."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), 0));

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuMemHostRegister(host.data(), host.bytes(), 0), CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED);

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
