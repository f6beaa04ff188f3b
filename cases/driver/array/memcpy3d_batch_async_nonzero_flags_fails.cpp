// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpy3DBatchAsync with flags 1; the text says flags must be zero, and names
// no outcome: records the code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DBatchAsync, NonZeroFlagsFails,
    {
        .api = {"cuMemcpy3DBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DBatchAsync",
            .quote = "flags - Flags for future use, must be zero now."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  Batch3DCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_3d_copy(args));
  args.flags = 1;

  const auto result = drv.cuMemcpy3DBatchAsync(1, &args.op, args.flags, args.stream);
  cudasem::observe("nonzero_flags_batch", result);

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(args.stream));
}
