// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadData of a cubin built for another major architecture than this GPU's (no PTX in
// it): there is no kernel image suitable for the device, so the load returns
// cudaErrorNoKernelImageForDevice.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryLoadData, ForeignCubinNoKernelImage,
    {
        .api = {"cudaLibraryLoadData"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorNoKernelImageForDevice)",
            .quote = "This indicates that there is no kernel image available that is suitable for the device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  const cudasem::modules::Image image = cudasem::foreign_cubin(cudasem::device0());
  ASSERT_TRUE(image) << "the build has no cubin of another architecture (kernels/modules builds sm_75 and sm_90)";
  cudasem::environment("device_sm", cudasem::sm_of(cudasem::device0()));
  cudasem::environment("cubin_arch", image.arch);
  cudaLibrary_t lib = nullptr;

  CUDASEM_EXPECT_ERROR(
      cudaLibraryLoadData(&lib, image.data, nullptr, nullptr, 0, nullptr, nullptr, 0), cudaErrorNoKernelImageForDevice);

  cudasem::last_error(cudasem::LastError::clear);
  if (lib) CUDASEM_EXPECT_OK(cudaLibraryUnload(lib));
}
