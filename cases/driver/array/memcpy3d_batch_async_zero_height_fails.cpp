// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpy3DBatchAsync with a copy of height 0; the text says the extents must
// not be zero, and names no outcome: records the code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DBatchAsync, ZeroHeightFails,
    {
        .api = {"cuMemcpy3DBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DBatchAsync",
            .quote = "The width, height and depth of a copy are specified in elements and must not be zero."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  Batch3DCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_3d_copy(args));
  args.op.extent.height = 0;

  const auto result = drv.cuMemcpy3DBatchAsync(1, &args.op, args.flags, args.stream);
  cudasem::observe("zero_height_batch", result);

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(args.stream));
}
