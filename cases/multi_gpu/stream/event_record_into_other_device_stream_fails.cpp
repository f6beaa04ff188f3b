// SPDX-License-Identifier: Apache-2.0
// cudaEventRecord of an event created on device 0 into a stream created on device 1 fails
// (the code is the first observation), with either device current.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceEvents, EventRecordIntoOtherDeviceStreamFails,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote =
                "cudaEventRecord() will fail if the input event and input stream are associated to different devices."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Event e0;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);

  cudaError_t device1_current = cudaEventRecord(e0, s1);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudaError_t device0_current = cudaEventRecord(e0, s1);
  cudasem::last_error(cudasem::LastError::clear);

  CUDASEM_EXPECT_FAILURE_OF(cudaEventRecord, device1_current);
  CUDASEM_EXPECT_FAILURE_OF(cudaEventRecord, device0_current);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s1));
}
