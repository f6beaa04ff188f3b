// SPDX-License-Identifier: Apache-2.0
// cuMemHostUnregister of a pointer 64 bytes into a registered range (not its base) must fail (a
// documented code, recorded); the base still unregisters.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostUnregister, InteriorPointerFails, {
    .id = "driver.hostregister.unregister_interior_pointer_fails",
    .cite = {.doc = "DRV", .section = "cuMemHostUnregister",
             .quote = "The base address must be the same one specified to cuMemHostRegister().",
             .version = "13.0"},
    .needs = {cudasem::attr("hostRegisterSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), 0));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemHostUnregister(host.data() + 16));

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
