// SPDX-License-Identifier: Apache-2.0
// Characterization: what cudaMemcpy2D returns for a matrix of zero width, and for one of zero
// height (no document names a result), and that the destination is left unchanged.
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(PitchedMemcpy2D, ZeroExtentResult,
    {
        .api = {"cudaMemcpy2D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote =
                "Copies a matrix (height rows of width bytes each) from the memory area pointed to by src to the memory area pointed to by dst"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::DeviceBuffer<unsigned char> device(64 * 4);
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0x11, device.bytes()));
  std::vector<unsigned char> host(64 * 4, 0x22);

  const cudaError_t zero_width = cudaMemcpy2D(device.data(), 64, host.data(), 64, 0, 4, cudaMemcpyHostToDevice);
  cudasem::last_error(cudasem::LastError::clear);
  const cudaError_t zero_height = cudaMemcpy2D(device.data(), 64, host.data(), 64, 64, 0, cudaMemcpyHostToDevice);
  cudasem::last_error(cudasem::LastError::clear);

  std::vector<unsigned char> back(device.bytes());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
  std::size_t unchanged = 0;
  for (unsigned char v : back) unchanged += v == 0x11;
  cudasem::observe("zero_width_result", zero_width);
  cudasem::observe("zero_height_result", zero_height);
  cudasem::observe("destination_unchanged", unchanged == back.size());
}
