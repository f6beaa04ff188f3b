// SPDX-License-Identifier: Apache-2.0
// A gate holds a stream made with cuStreamCreate: cuStreamQuery returns CUDA_ERROR_NOT_READY while
// the gate holds and CUDA_SUCCESS once it was released and the stream synchronized.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamQuery, NotReadyWhileGatedSuccessAfter,
    {
        .api = {"cuStreamQuery"},
        .cite = {.doc = "DRV",
            .section = "cuStreamQuery",
            .quote =
                "Returns CUDA_SUCCESS if all operations in the stream specified by hStream have completed, or CUDA_ERROR_NOT_READY if not."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::Gate gate;  // held until the release below
  gate.launch(stream.get());

  const CUresult while_held = drv.cuStreamQuery(stream);
  gate.release();
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  const CUresult after = drv.cuStreamQuery(stream);

  {
    cudasem::CheckLabel label("while_held");
    CUDASEM_EXPECT_CU_ERROR_OF(cuStreamQuery, while_held, CUDA_ERROR_NOT_READY);
  }
  {
    cudasem::CheckLabel label("after_release");
    CUDASEM_EXPECT_CU_ERROR_OF(cuStreamQuery, after, CUDA_SUCCESS);
  }
}
