// SPDX-License-Identifier: Apache-2.0
// Characterization: the guide says an application of a newer 13.x release "can run, with limited
// feature-set" on a 13.0 driver (a hedge). Run with a newer runtime (CUDASEM_CUDART, e.g. 13.5.37),
// the case records what the runtime does on this driver: making the device current, an allocation, a
// kernel of this build and a copy back, with the values the kernel wrote. Under a runtime no newer
// than the driver there is no minor version compatibility to see: UNSUPPORTED, saying so.
#include "../compat.h"

#include <vector>

CUDASEM_CASE(CompatMinorVersion, NewerRuntimeRunsKernel,
    {
        .api = {"cudaRuntimeGetVersion", "cudaDriverGetVersion", "cudaSetDevice", "cudaMalloc", "cudaMemcpy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "COMPAT",
            .section = "Minor Version Compatibility: CUDA 11 and Later Defaults to Minor Version Compatibility",
            .quote =
                "applications compiled with a CUDA Toolkit release from within a CUDA major release family can run, with limited feature-set, on systems having at least the minimum required driver version",
            .version = "r590",
            .url = "https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html"},
        .claim = cudasem::Claim::hedge,
    }) {
  int driver = 0, runtime = 0;
  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&driver));
  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));
  cudasem::environment("driver_cuda_version", static_cast<std::int64_t>(driver));
  cudasem::environment("runtime_cuda_version", static_cast<std::int64_t>(runtime));
  if (runtime <= driver || runtime / 1000 != driver / 1000)
    GTEST_SKIP() << "the loaded CUDA runtime (" << runtime << ") is not a newer release of the driver's major version ("
                 << driver << "): run with CUDASEM_CUDART naming a newer 13.x libcudart (README)";

  constexpr unsigned kBase = 7;
  CUDASEM_RECORD_CODE(cudaSetDevice(0));
  unsigned* device = nullptr;
  const std::size_t n = 4096;
  const cudaError_t allocated = cudaMalloc(reinterpret_cast<void**>(&device), n * sizeof(unsigned));
  CUDASEM_RECORD_CODE_OF(cudaMalloc, allocated);
  if (allocated != cudaSuccess) return;
  CUDASEM_RECORD_CODE_OF(cudaLaunchKernel, cudasem::kernels::launch_iota(nullptr, device, n, kBase));
  std::vector<unsigned> host(n, 0);
  CUDASEM_RECORD_CODE(cudaMemcpy(host.data(), device, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < n; ++i) wrong += host[i] != kBase + static_cast<unsigned>(i);
  cudasem::observe("kernel_values_wrong", static_cast<std::int64_t>(wrong));
  CUDASEM_RECORD_CODE(cudaFree(device));
}
