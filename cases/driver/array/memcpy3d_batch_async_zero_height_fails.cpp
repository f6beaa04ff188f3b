// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3DBatchAsync of one pointer-to-pointer copy with extent 4096 x 0 x 1 fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DBatchAsync, ZeroHeightFails,
    {
        .api = {"cuMemcpy3DBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DBatchAsync",
            .quote = "The width, height and depth of a copy are specified in elements and must not be zero."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  Batch3DCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_3d_copy(args));
  args.op.extent.height = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpy3DBatchAsync(1, &args.op, args.flags, args.stream));

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(args.stream));
}
