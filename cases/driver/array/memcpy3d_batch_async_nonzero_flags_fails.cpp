// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3DBatchAsync of one valid pointer-to-pointer copy with flags 1 fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DBatchAsync, NonZeroFlagsFails,
    {
        .api = {"cuMemcpy3DBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DBatchAsync",
            .quote = "flags - Flags for future use, must be zero now."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  Batch3DCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_3d_copy(args));
  args.flags = 1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpy3DBatchAsync(1, &args.op, args.flags, args.stream));

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(args.stream));
}
