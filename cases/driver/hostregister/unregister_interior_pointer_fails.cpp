// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemHostUnregister of a pointer 64 bytes into a registered range (not its
// base) is called; the text names no outcome for it, and the code is recorded; the base still
// unregisters.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostUnregister, InteriorPointerFails,
    {
        .api = {"cuMemHostUnregister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemHostUnregister",
            .quote = "The base address must be the same one specified to cuMemHostRegister()."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), 0));

  {
    cudasem::CheckLabel label("interior_pointer");
    cudasem::observe("unregister_interior_pointer_result", drv.cuMemHostUnregister(host.data() + 16));
  }
  cudasem::CheckLabel label("base_pointer");

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
