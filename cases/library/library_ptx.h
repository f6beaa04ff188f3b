// SPDX-License-Identifier: Apache-2.0
// PTX modules of the library cases that the embedded module images (kernels/modules) do not
// cover (namespace cudasem::library): a module with a managed variable, and a module whose kernel
// has its cluster dimensions fixed at compile time. Both are NUL-terminated PTX text for
// cudaLibraryLoadData (JIT-compiled by the driver).
#pragma once

namespace cudasem::library {

// `managed_value`: a managed int initialized to 7; `read_managed(int* out)` writes it to *out.
inline constexpr const char* kManagedName = "managed_value";
inline constexpr int kManagedInitial = 7;
inline constexpr const char kManagedPtx[] = R"PTX(
.version 8.0
.target sm_75
.address_size 64

.visible .global .attribute(.managed) .align 4 .u32 managed_value = 7;

.visible .entry read_managed(
	.param .u64 read_managed_param_0
)
{
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [read_managed_param_0];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.global.u32 	%r1, [managed_value];
	st.global.u32 	[%rd2], %r1;
	ret;
}
)PTX";

// `cluster_fixed(int* p)`: compiled with a required cluster of 2x1x1 blocks (sm_90 and later);
// p[blockIdx.x] = 1.
inline constexpr const char* kClusterFixedName = "cluster_fixed";
inline constexpr const char kClusterFixedPtx[] = R"PTX(
.version 8.0
.target sm_90
.address_size 64

.visible .entry cluster_fixed(
	.param .u64 cluster_fixed_param_0
)
.explicitcluster
.reqnctapercluster 2, 1, 1
{
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<5>;

	ld.param.u64 	%rd1, [cluster_fixed_param_0];
	cvta.to.global.u64 	%rd2, %rd1;
	mov.u32 	%r1, %ctaid.x;
	mul.wide.u32 	%rd3, %r1, 4;
	add.s64 	%rd4, %rd2, %rd3;
	mov.u32 	%r2, 1;
	st.global.u32 	[%rd4], %r2;
	ret;
}
)PTX";

}  // namespace cudasem::library
