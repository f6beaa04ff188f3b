// SPDX-License-Identifier: Apache-2.0
// A host thread that never called cudaSetDevice reports device 0 and allocates there.
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, NewThreadCurrentDeviceIsZero,
    {
        .api = {"cudaGetDevice", "cudaMalloc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.2. Device Selection",
            .quote = "If no call to cudaSetDevice() is made, the current device is device 0."},
        .claim = cudasem::Claim::promise,
    }) {
  int device = -1, alloc_device = -1;
  cudaError_t get = cudaErrorUnknown, attrs = cudaErrorUnknown;

  std::thread worker([&] {
    get = cudaGetDevice(&device);
    cudasem::DeviceBuffer<unsigned> buffer(64);
    cudaPointerAttributes a{};
    attrs = cudaPointerGetAttributes(&a, buffer.data());
    alloc_device = a.device;
  });
  worker.join();

  cudasem::observe("thread_current_device", device);
  cudasem::observe("allocation_device", alloc_device);
  CUDASEM_EXPECT_OK_OF(cudaGetDevice, get);
  CUDASEM_EXPECT_OK_OF(cudaPointerGetAttributes, attrs);
  CUDASEM_EXPECT_EQ_NAMED("new_thread.current_device", device, 0);
  CUDASEM_EXPECT_EQ_NAMED("new_thread.allocation_device", alloc_device, 0);
}
