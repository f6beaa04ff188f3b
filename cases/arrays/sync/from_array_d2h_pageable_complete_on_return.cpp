// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; behind it a fill kernel writes a device buffer and
// cudaMemcpy2DToArray copies that buffer into an array. cudaMemcpy2DFromArray from the array
// into pageable memory, issued next, must return with the filled bytes.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArraySync, DeviceToPageableCompleteOnReturn,
    {
        .api = {"cudaMemcpy2DToArray", "cudaMemcpy2DFromArray"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kW = 1024, kH = 128;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  cudasem::DeviceBuffer<unsigned> device(kW * kH / sizeof(unsigned));
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PageableBuffer<unsigned char> host(kW * kH);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, device.data(), device.size(), 0x5d5d5d5du));
    CUDASEM_EXPECT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, device.data(), kW, kW, kH, cudaMemcpyDeviceToDevice));
    CUDASEM_EXPECT_OK(cudaMemcpy2DFromArray(host.data(), kW, array.get(), 0, 0, kW, kH, cudaMemcpyDeviceToHost));
    filled_at_return = cudasem::count_value(host.data(), kW, kW, kH, 0x5d);
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_EQ_NAMED("filled_at_return", filled_at_return, kW * kH);
}
