// SPDX-License-Identifier: Apache-2.0
// cuMemAddressFree of a two-granule reservation with the size of one granule: what it returns is
// recorded; the right size then frees it.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAddressFree, SizeMismatchRejected,
    {
        .api = {"cuMemAddressFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemAddressFree",
            .quote =
                "The size must match what was given to memAddressReserve and the ptr given must match what was returned from memAddressReserve."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAddressReserve(&p, 2 * granule.size, 0, 0, 0));

  const CUresult r = drv.cuMemAddressFree(p, granule.size);

  {
    cudasem::CheckLabel label("size_mismatch");
    cudasem::observe("cuMemAddressFree_result", r);
  }
  if (r != CUDA_SUCCESS) {
    cudasem::CheckLabel label("reserved_size");
    CUDASEM_EXPECT_CU_ERROR(drv.cuMemAddressFree(p, 2 * granule.size), CUDA_SUCCESS);
  }
}
