// SPDX-License-Identifier: Apache-2.0
// cudaGetFuncBySymbol returns the device entry function of a kernel as a cudaFunction_t, which is
// a CUfunction: launching it with cuLaunchKernel (fetched by cudaGetDriverEntryPointByVersion)
// runs the kernel, which writes its argument.
#include "cudasem/cudasem.h"

namespace {
__global__ void store(unsigned value, unsigned* out) { *out = value; }
using LaunchFn = CUresult (*)(
    CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void**, void**);
}  // namespace

CUDASEM_CASE(CudaGetFuncBySymbol, LaunchesThroughDriver,
    {
        .api = {"cudaGetFuncBySymbol"},
        .cite = {.doc = "RT",
            .section = "cudaGetFuncBySymbol",
            .quote = "Returns in functionPtr the device entry function corresponding to the symbol symbolPtr."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaFunction_t function = nullptr;
  CUDASEM_ASSERT_OK(cudaGetFuncBySymbol(&function, reinterpret_cast<const void*>(store)));
  CUDASEM_ASSERT_TRUE_NAMED("entry_function.returned", function != nullptr);
  void* entry = nullptr;
  cudaDriverEntryPointQueryResult status{};
  CUDASEM_ASSERT_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &entry, 12000, cudaEnableDefault, &status));
  CUDASEM_ASSERT_TRUE_NAMED("launch_kernel_entry_point.found", entry != nullptr)
      << "cuLaunchKernel entry point, status " << static_cast<int>(status);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned value = 0xabcu;
  unsigned* o = out.data();
  void* args[] = {&value, &o};

  CUresult launched = reinterpret_cast<LaunchFn>(entry)(
      reinterpret_cast<CUfunction>(function), 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("driver_launch_error", launched);
  CUDASEM_EXPECT_CU_ERROR_OF(cuLaunchKernel, launched, CUDA_SUCCESS);
  CUDASEM_EXPECT_EQ_NAMED("kernel.stored_argument", host, 0xabcu);
}
