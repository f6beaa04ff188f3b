// SPDX-License-Identifier: Apache-2.0
// cudaEventElapsedTime with a start event of device 0 and an end event of device 1 (both
// recorded and complete) fails; the code is the first observation. (The RT page of
// cudaEventElapsedTime does not mention devices; the PG does.)
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceEvents, ElapsedTimeAcrossDevicesFails,
    {
        .api = {"cudaEventElapsedTime", "cudaEventRecord"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote = "cudaEventElapsedTime() will fail if the two input events are associated to different devices."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Event start;
  CUDASEM_ASSERT_OK(cudaEventRecord(start, nullptr));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(start));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Event end;
  CUDASEM_ASSERT_OK(cudaEventRecord(end, nullptr));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(end));
  float ms = -1.0f;

  cudaError_t result = cudaEventElapsedTime(&ms, start, end);

  CUDASEM_EXPECT_FAILURE_OF(cudaEventElapsedTime, result);
  cudasem::measure("elapsed_ms_output", static_cast<double>(ms));
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
}
