/**
 * Generated from the portal API's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `pnpm --filter @portal/client generate`.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "up";
                                uptime_s: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database is reachable (503 otherwise) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "ready";
                                /** @enum {string} */
                                driver: "pglite" | "pg";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format; staff only, or the METRICS_PORT listener) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an account (the sign-up rules apply; duplicates are 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["RegisterRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                user_id: number;
                                username: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verify_register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Is a username, mobile or e-mail still free? One result per field sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        username?: string;
                        mobile?: string;
                        email?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                field: "username" | "mobile" | "email";
                                available: boolean;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a username, mobile or e-mail and a password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Username, mobile number or e-mail */
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["LoginResult"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session (always succeeds) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/userinfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account (its user info) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["UserInfo"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Update name, mobile, e-mail, organization or coordinate-system preference */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        mobile?: string;
                        email?: string;
                        organization?: string;
                        /** @enum {string} */
                        coordinate_system?: "GCJ02" | "WGS84";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["UserInfo"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password_change/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session of the account is revoked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                        confirm_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/real_person/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit real-name verification (multipart: name, id_number, document); pending until reviewed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        id_number: string;
                        /** Format: binary */
                        document: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "pending";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password_reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a reset link by e-mail or mobile; the answer never says whether an account exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description E-mail address or mobile number */
                        account: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password_reset/verify/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Is a reset link (id + token) still valid? */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password_reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link; the link is single-use and every session is revoked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        token: string;
                        password: string;
                        confirm_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/query_all_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search accounts (sales see customer accounts only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    /** @description Part of username, name, mobile, e-mail or organization */
                    keyword?: string;
                    type?: "admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer";
                    /** @description Part of the username */
                    username?: string;
                    /** @description Part of the name */
                    name?: string;
                    /** @description Part of the mobile number */
                    mobile?: string;
                    /** @description Part of the e-mail address */
                    email?: string;
                    /** @description Part of the organization */
                    organization?: string;
                    verification?: "none" | "pending" | "approved" | "rejected";
                    is_active?: "true" | "false";
                    sales_id?: number;
                    /** @description Sort field; a leading - sorts descending */
                    ordering?: "id" | "-id" | "username" | "-username" | "name" | "-name" | "organization" | "-organization" | "type" | "-type" | "created_at" | "-created_at" | "balance" | "-balance";
                    /** @description One account by its id */
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["AdminUser"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/manage_customer/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers managed by the caller (staff: every account) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    /** @description Part of username, name, mobile, e-mail or organization */
                    keyword?: string;
                    type?: "admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer";
                    /** @description Part of the username */
                    username?: string;
                    /** @description Part of the name */
                    name?: string;
                    /** @description Part of the mobile number */
                    mobile?: string;
                    /** @description Part of the e-mail address */
                    email?: string;
                    /** @description Part of the organization */
                    organization?: string;
                    verification?: "none" | "pending" | "approved" | "rejected";
                    is_active?: "true" | "false";
                    sales_id?: number;
                    /** @description Sort field; a leading - sorts descending */
                    ordering?: "id" | "-id" | "username" | "-username" | "name" | "-name" | "organization" | "-organization" | "type" | "-type" | "created_at" | "-created_at" | "balance" | "-balance";
                    /** @description One account by its id */
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["AdminUser"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Update a customer: sales edit their customers or claim an unassigned one; staff also set type, sales, active and balance */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_id: number;
                        name?: string;
                        organization?: string;
                        /** @description Sales: assign an unassigned customer to yourself */
                        claim?: boolean;
                        /** @description Staff only */
                        sales_id?: number | null;
                        /**
                         * @description Staff only; granting, removing or changing a staff role (system administrator included): administrator only
                         * @enum {string}
                         */
                        type?: "admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer";
                        /** @description Staff only; deactivating revokes every session */
                        is_active?: boolean;
                        /** @description Staff only: signed change in fen (ledger row) */
                        balance_change?: number;
                        /** @enum {string} */
                        scene?: "tasking_spend" | "tasking_refund" | "tasking_cancel_fee" | "tasking_fee_waiver" | "archive_spend" | "archive_refund" | "quota_topup" | "quota_reduction" | "approval_hold" | "approval_release" | "org_transfer" | "other";
                        /** @description Required with balance_change: the reason, on the bill */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["AdminUser"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/admin_myuser/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account (staff: any other account; sales: their own customers); sessions are revoked */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/download_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the accounts of query_all_user as XLSX (default) or CSV */
        get: {
            parameters: {
                query?: {
                    /** @description Part of username, name, mobile, e-mail or organization */
                    keyword?: string;
                    type?: "admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer";
                    /** @description Part of the username */
                    username?: string;
                    /** @description Part of the name */
                    name?: string;
                    /** @description Part of the mobile number */
                    mobile?: string;
                    /** @description Part of the e-mail address */
                    email?: string;
                    /** @description Part of the organization */
                    organization?: string;
                    verification?: "none" | "pending" | "approved" | "rejected";
                    is_active?: "true" | "false";
                    sales_id?: number;
                    /** @description Sort field; a leading - sorts descending */
                    ordering?: "id" | "-id" | "username" | "-username" | "name" | "-name" | "organization" | "-organization" | "type" | "-type" | "created_at" | "-created_at" | "balance" | "-balance";
                    /** @description One account by its id */
                    id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/audit_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to review: real-name verifications and information changes */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    status?: "pending" | "approved" | "rejected" | "all";
                    kind?: "verification" | "change" | "all";
                    /** @description Part of the username, name or organization */
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["RealPersonRequest"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Approve or reject a request (a rejection gives the reason the customer reads) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approve: boolean;
                        comment?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/audit_user/{id}/document/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The uploaded document of a real-name verification request (binary) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/bills/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ledger rows (the bill): the caller's own; staff with scope=all every account's (filter by user) */
        get: operations["billList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/bills/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger rows matching the filters as XLSX (default) or CSV (at most 100,000) */
        get: operations["billExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/api_keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's keys that are not revoked, newest first (never the key itself) */
        get: operations["apiKeyList"];
        put?: never;
        /** Create an API key; the key is in this answer only (data[0].key), store it now */
        post: operations["apiKeyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/api_keys/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of the caller's keys: requests with it are refused at once (404 for anyone else's) */
        delete: operations["apiKeyRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's webhook endpoints, newest first (never their secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["WebhookEndpoint"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a webhook endpoint; its signing secret (whsec_…) is in this answer only, store it now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description Where deliveries are POSTed (http or https; private and link-local addresses are refused)
                         */
                        url: string;
                        /** @description The events delivered to it */
                        events: ("archive_order.updated" | "tasking_order.updated" | "tasking_series.updated" | "subscription.matched" | "approval.requested" | "approval.decided")[];
                        /**
                         * @description What it is for
                         * @default
                         */
                        description?: string;
                        /** @description Managers: the organisation's endpoint, hearing every member's events (and approvals) */
                        organisation?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["CreatedWebhookEndpoint"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/webhooks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change an endpoint: its address, events or description; enabled false pauses it, true resumes it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description Where deliveries are POSTed (http or https; private and link-local addresses are refused)
                         */
                        url?: string;
                        /** @description The events delivered to it */
                        events?: ("archive_order.updated" | "tasking_order.updated" | "tasking_series.updated" | "subscription.matched" | "approval.requested" | "approval.decided")[];
                        /**
                         * @description What it is for
                         * @default
                         */
                        description?: string;
                        /** @description Managers: the organisation's endpoint, hearing every member's events (and approvals) */
                        organisation?: boolean;
                        /** @description false pauses deliveries; true resumes a disabled endpoint */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an endpoint: nothing more is delivered to it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/webhooks/{id}/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's deliveries, newest first: status, the endpoint's answer code and the attempts made */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["WebhookDelivery"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/webhooks/{id}/deliveries/{delivery}/redeliver/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver a delivery again now, with the same message id (409 while it is still being delivered) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    delivery: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/webhooks/{id}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event (webhook.test) to the endpoint; its delivery appears in the list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organisation with their role in it; no rows outside one */
        get: operations["orgRead"];
        /** Managers: change the organisation's name, contact, invoicing details, approval threshold or 2FA rule */
        put: operations["orgUpdate"];
        /** Create an organisation: the caller becomes its manager and their balance and orders move into it (409 when they already belong to one) */
        post: operations["orgCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/members/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's members with their roles, limits and this month's spending */
        get: operations["orgMemberList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/members/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Managers: change a member's role, enable or disable them, set their monthly limit (the organisation keeps one enabled manager) */
        put: operations["orgMemberUpdate"];
        post?: never;
        /** Managers: remove a member (they keep their account and their own orders) */
        delete: operations["orgMemberRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers: the organisation's invitations, newest first, with their state */
        get: operations["orgInvitationList"];
        put?: never;
        /** Managers: invite an e-mail address with a role; the link, valid 48 hours, is e-mailed */
        post: operations["orgInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/invitations/preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link offers: the organisation, the role and the invited e-mail (422 when used or expired) */
        get: operations["orgInvitationPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/invitations/accept/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: signed in, with the token (the account must have the invited e-mail); signed out, with the token and the sign-up fields (a new account with the invited e-mail, which then logs in) */
        post: operations["orgInvitationAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/budgets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's budgets: project code, cap, spent, held and left */
        get: operations["orgBudgetList"];
        put?: never;
        /** Managers: add a budget (a project code unique in the organisation, an optional cap) */
        post: operations["orgBudgetCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/budgets/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Managers: rename a budget, close or reopen it, change its cap */
        put: operations["orgBudgetUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/approvals/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers: the organisation's approvals, pending first */
        get: operations["orgApprovalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/approvals/{id}/decide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Managers: approve (the held money is spent and the order goes on) or reject with a note (released, the order cancelled); 409 once decided */
        post: operations["orgApprovalDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/bill/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers and viewers: the organisation's spending by member or by budget; with format, a CSV or XLSX file */
        get: operations["orgBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/audit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers and viewers: the audit of the organisation's settings, member and budget changes, newest first */
        get: operations["orgAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orgs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff and sales: organisations, newest first (sales: those they look after), by name or contact */
        get: operations["adminOrgList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orgs/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff and sales: one organisation with its members, balance, budgets, recent orders and bill by member */
        get: operations["adminOrgDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orgs/{id}/balance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: top up (positive) or reduce (negative) an organisation's balance with a reason; audited, on its bill */
        post: operations["adminOrgBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search archived scenes by area (rectangle, polygon, circle, region, place, imported file) and/or image IDs, with filters */
        post: operations["catalogSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One archived scene */
        get: operations["catalogScene"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/quicklook/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quicklook PNG of a scene (authenticated) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/quicklook/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quicklook PNG through a signed link made for one viewer (the quicklook_url of search results) */
        get: {
            parameters: {
                query: {
                    u: number;
                    exp: number;
                    sig: string;
                };
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed link to the scene's product package (zip, SAMPLE product), valid 10 minutes: for a scene the caller holds a live order for, or for staff (403 otherwise) */
        post: operations["catalogSceneDownloadLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/download/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product package through a signed, expiring link (zip) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/download/{token}/raster.tif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product raster alone (Cloud Optimized GeoTIFF: sigma0 in dB, Float32, EPSG:4326, at the imaging mode's pixel spacing) through the same signed, expiring link; Range requests read parts of it (GDAL /vsicurl/, STAC clients) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/tiff": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export a search's result set as CSV, GeoJSON, KML or XLSX; geometries in WGS-84 (EPSG:4326) whatever the Satellite header, the CSV's and XLSX's in a WKT column. Up to 10000 scenes the file is the answer; above, the export runs as a job (up to 200000 scenes): 202 with the job, whose state and progress GET /api/jobs/{id}/ gives, and an alert brings the file's link when it is ready */
        post: operations["catalogExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/area_file/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read an area file (KML, KMZ or zipped SHP) into polygons to search with (as a `polygon` area) */
        post: operations["catalogAreaFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved searches that alert, newest first, with how many scenes each has matched */
        get: operations["catalogSubscriptionList"];
        put?: never;
        /** Save an archive search as a subscription: new scenes that match it are told on the chosen channels */
        post: operations["catalogSubscriptionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/subscriptions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's subscriptions */
        get: operations["catalogSubscriptionGet"];
        /** Change a subscription: its name or channels; paused true pauses it, false resumes it */
        put: operations["catalogSubscriptionUpdate"];
        post?: never;
        /** Delete a subscription: nothing more is told about it */
        delete: operations["catalogSubscriptionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/tilejson.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** TileJSON 3.0 of the scene's product raster (sigma0 in dB) as map tiles in the globe's geographic scheme (EPSG:4326, WorldCRS84Quad: two 256-pixel tiles at level 0): every level for those with a live paid order or staff, the preview's levels for the others */
        get: operations["catalogSceneTileJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/tiles/{z}/{x}/{y}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A 256-pixel PNG tile of the scene's product raster (sigma0 in dB stretched to a colour map; transparent where there is no data) at z/x/y.png in the globe's geographic scheme (EPSG:4326, WorldCRS84Quad); above the preview's last level (the tilejson's preview_maxzoom) only for those with a live paid order or staff (403 otherwise) */
        get: operations["catalogSceneTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/stack/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scene's stack: the scenes you may see of the same satellite, orbit direction and look side, incidence within 3° of the scene's, footprints overlapping by at least 50% of the smaller one, by acquisition time (the scene among them; at most 100, those nearest the scene in time), each with whether you read it at full resolution (a live paid order, or staff) or at the preview's */
        get: operations["catalogSceneStack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/timeseries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sigma0 over a point (the pixel under it) or a polygon (the pixels whose centres lie inside it; WGS-84) on each date of the scenes named or of a scene's stack, by acquisition time: 10·log10 of the mean linear sigma0, the median in dB and the pixels read. Scenes you have a live paid order for (or staff) are read at full resolution, the others at the pixels of their preview; a polygon reads at most 1048576 pixels of a scene (a larger one at a coarser overview). Products not rendered yet are rendered first, at most 2 a request: with more, 503 with Retry-After while they are prepared */
        post: operations["catalogTimeseries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/change/{other}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The change from scene id (before) to scene other (after) where both cover: both products on one grid at the coarser spacing of the two (at most 2048 pixels a side), multilooked 5×5, their log-ratio 10·log10(after/before) beyond ±threshold dB counted as increase or decrease, in km². Full resolution when you may read both products (a live paid order for each, or staff), else each at its preview's pixel */
        get: operations["catalogSceneChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/scenes/{id}/change/{other}/tiles/{z}/{x}/{y}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A 256-pixel PNG tile of the change layer from scene id to scene other at z/x/y.png, in the scene tiles' scheme (EPSG:4326, WorldCRS84Quad): RGBA (230, 85, 13, 220) where brighter by more than the threshold, RGBA (33, 113, 181, 220) where darker, transparent where unchanged or without data in either; above the lower preview level of the two only when you may read both products (403 otherwise) */
        get: operations["catalogSceneChangeTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/manage_carts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cart (page, size); staff may read a customer's cart (user_id), read-only */
        get: operations["cartList"];
        /** Replace the cart's content with exactly these scenes */
        put: operations["cartReplace"];
        /** Add scenes to the cart (body scene_ids; a scene appears once) and return the cart page (page, size); 409 for a scene already bought */
        post: operations["cartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/carts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cart summary: the scene IDs in the cart (newest first) and their count */
        get: operations["cartSummary"];
        put?: never;
        post?: never;
        /** Remove scenes from the cart (scene_ids, comma-separated); without scene_ids, empty the cart */
        delete: operations["cartRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/order_cost/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cost of a selection of scenes (fen), the balance and the balance after paying; 409 for a scene that cannot be ordered (already bought, not permitted, missing, not priced) */
        get: operations["orderCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/conflict_check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** For each scene: already ordered by the caller, not permitted, missing, not priced, or orderable (null) */
        post: operations["orderConflictCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Archive orders: the caller's own; with scope=all staff and sales every order (filter by username) */
        get: operations["orderList"];
        put?: never;
        /** Order scenes, paid from the balance. 409 when a scene cannot be ordered or the cost changed (X-Order-Cost-Fen); 422 when the balance is short. A repeated Idempotency-Key returns the same order, charged once */
        post: operations["orderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/orders/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every archive order matching the filters as XLSX (default) or CSV (at most 100,000) */
        get: operations["orderExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/orders/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One archive order (a customer: their own only) */
        get: operations["orderDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff: set staff's note on an order (internal; the customer's own note is unchanged) */
        patch: operations["orderStaffNote"];
        trace?: never;
    };
    "/api/commodity/orders/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order nothing of which was downloaded, refunding its money to the balance (once); 422 for a tasking order's delivery */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/orders/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signed links (1 h) to an order's product packages, resumable (HTTP Range), and a manifest of them all */
        post: operations["orderDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/orders/file/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product package through a signed, expiring link (zip); Range requests resume it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/orders/manifest/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product link of an order, as a Metalink 4 file (default) or a plain list of URLs (format=txt) */
        get: {
            parameters: {
                query?: {
                    format?: "metalink" | "txt";
                };
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/metalink4+xml": string;
                        "text/plain": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/prices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price table: fen per scene by imaging mode, product type and classification */
        get: operations["priceTable"];
        /** Set prices (staff); each change is recorded with who made it */
        put: operations["priceTableUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/new_order/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a tasking order (multipart: the order fields and the application form); pending review, its cost charged from the balance. With the quote's `quote_id` and `quoted_cost_fen`: charged the quote, or 409 with the new quote in `data` when the price changed */
        post: operations["missionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasking orders, newest first: the caller's own; with scope=all staff and sales every order */
        get: operations["missionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/mission_export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasking orders of the list (the caller's own, or with scope=all those they may read), matching the filters, as XLSX (default) or CSV */
        get: operations["missionExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/map_file_import/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The target areas of an area file (multipart `file`: kml, kmz or zipped shapefile) */
        post: operations["missionMapFileImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/destroy_many/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the caller's own orders pending review (all or none), refunding each; 422 naming those already reviewed */
        post: operations["missionDestroyMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tasking order with its five-step progress and the history of its states */
        get: operations["missionDetail"];
        /** Edit one's own order while it is pending review (multipart or JSON; a new application form optional); the balance moves by the change in cost */
        put: operations["missionUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff: set the fields staff own (priority, classification, mgcType, task mode, interfere, anchoring, planning tag, contract, comments, admin, demand id, status description) */
        patch: operations["missionStaffUpdate"];
        trace?: never;
    };
    "/api/commodity/missions/{id}/transition/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: set a state of review or planning by hand (review and planning states only; later states follow the tasks); 422 naming the present state otherwise, 409 on an older version; recorded, alerted, refunded once */
        post: operations["missionTransition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alerts of tasking orders, newest first: one's own; sales also their customers'. `unread` counts the unread */
        get: operations["notificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/notifications/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark alerts read: these ids, or all of them */
        post: operations["notificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/get_orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: orders waiting for planning (order created, planning abnormal or under way), oldest first */
        get: operations["missionPlanningQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/review/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: accept an order pending review (reviewed → order created; the control team is told) or reject it with a reason (refunded) */
        post: operations["missionReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/suspend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: the suspended orders, newest first */
        get: operations["missionSuspendedList"];
        put?: never;
        /** Staff: suspend or resume orders (all or none); no task action while suspended */
        post: operations["missionSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/sendgoods/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: deliver every task of the order that passed its quality check (shipped or online); the products become archive scenes the customer downloads */
        post: operations["missionSendGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/synctoc/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: send the requirement to the satellite control system; returns the message and its time */
        post: operations["missionSyncToControl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/opportunities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: the passes over the order's target within its window, satellite, imaging mode, look angles, side and orbit (soonest 20, from the access engine), each with its conflicts with planned tasks */
        get: operations["missionOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/comments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff and sales: comment on an order they may read */
        post: operations["missionComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/quote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The quote of an order's fields before submit: the price in line items, the total and the balance after, the first collect, the cancellation terms and how each predicted pass stands against the tasks already planned */
        post: operations["missionQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one's own order under its terms: free while pending review and until 72 h before the first collect, a quarter of the price until 12 h before, refused after (422 in words); the price refunded and the fee charged as ledger rows */
        post: operations["missionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/missions/{id}/waive_fee/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: give a cancelled order's fee back to its customer, with a reason (audited); 422 when it has none */
        post: operations["missionWaiveFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasking_prices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasking price table: fen per shot by imaging mode, and the factors (per mille) of priority, timeliness class and product type */
        get: operations["taskingPriceTable"];
        /** Staff: set tasking prices (all or none); each change recorded with who made it, and audited */
        put: operations["taskingPriceTableUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/series/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Series of repeat collects, newest first: the caller's own; with scope=all staff and sales every series */
        get: operations["seriesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/series/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One series: its collects on a time line with their orders and states, the next collect, what it has cost */
        get: operations["seriesDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/series/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the rest of one's own series: no more collects are made, and each collect the terms still allow is cancelled (refund and fee by its own terms); the others are kept */
        post: operations["seriesCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasks matching the filters, by imaging time (or update time, or priority) */
        get: operations["taskList"];
        put?: never;
        /** Anchor one task on each chosen pass of an order (keys from the order's opportunities; all or none); 422 on an unknown or planned pass, or a conflict unless accepted */
        post: operations["taskPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/taskmission/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasks of one order, by imaging time (staff and sales) */
        get: operations["taskOfMission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/get_tasks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasks imaged within a time window (at most 31 days), by imaging time: the timeline */
        get: operations["taskWindow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/overview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operations overview: orders by state and step, tasks by board column, this week's tasks per satellite, today's, late and failed tasks, archive orders */
        get: operations["operationsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/task_export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasks matching the filters as XLSX (default) or CSV */
        get: operations["taskExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/task_export_by_cekong/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasks matching the filters in the control team's form (satellite, orbit, imaging start and duration, mode, side, look angle), XLSX or CSV */
        get: operations["taskExportControl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/receive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The control team receives tasks (dispatch success) or refuses them with a reason (dispatch failed: the order fails and is refunded); all or none */
        post: operations["taskReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/sendgoods/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver tasks that passed their quality check: shipped or online (their products become archive scenes), or record a shipping abnormality with a reason */
        post: operations["taskSendGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One task with the history of its states */
        get: operations["taskDetail"];
        /** Record the in-orbit imaging result or the transfer result (0 failed, 1 success, 2 cancelled), the quality check, or edit the working fields; at the version read (409 when older), when the state allows it (422 naming it) */
        put: operations["taskUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/{id}/cancal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a task before its imaging result, with a reason; when every task of the order is cancelled the order is cancelled and refunded */
        post: operations["taskCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/tasks/{id}/synctoc/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the task to the satellite control system; returns the message and its time */
        post: operations["taskSyncToControl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/requirement_notices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The control team's notices of new, changed, suspended, resumed and cancelled requirements, newest first */
        get: operations["requirementNoticeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/requirement_notices/ack/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge notices (the caller and the time are recorded) */
        post: operations["requirementNoticeAck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pic_query/user_pic_purview_data/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permission records (optionally of one user_id or matching a username keyword) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    user_id?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["PicPermission"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Grant a user a permission record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_id: number;
                        classifications: ("sensitive" | "restricted")[];
                        satellites?: ("TY-38" | "TY-39" | "TY-40" | "TY-41")[] | null;
                        area?: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        } | null;
                        /** @description Exactly these image IDs (null: any scene the other fields match) */
                        scene_ids?: string[] | null;
                        acquired_from?: string | null;
                        acquired_to?: string | null;
                        /** Format: date-time */
                        valid_from?: string;
                        valid_until?: string | null;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["PicPermission"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pic_query/user_pic_purview_data/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a permission record (fields given replace the stored ones; null clears satellites, area, valid_until) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        classifications?: ("sensitive" | "restricted")[];
                        satellites?: ("TY-38" | "TY-39" | "TY-40" | "TY-41")[] | null;
                        area?: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        } | null;
                        /** @description Exactly these image IDs (null: any scene the other fields match) */
                        scene_ids?: string[] | null;
                        acquired_from?: string | null;
                        acquired_to?: string | null;
                        /** Format: date-time */
                        valid_from?: string;
                        valid_until?: string | null;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["PicPermission"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Revoke a permission record */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pic_query/user_pic_purview_data/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export permission records as XLSX (default) or CSV: one record (id) or all */
        get: {
            parameters: {
                query?: {
                    id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/sar_images/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sample images */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SarSample"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/sar_image/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sample image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SarSample"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/sar_image/{id}/image.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The picture of a sample image (PNG, 512 px) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/sar_image/{id}/thumbnail.jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The thumbnail of a sample image (JPEG, 256 px) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/sar_image/{id}/detail.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The detail of a sample image: its place at 20 m a pixel, 10.24 km around its position or its whole footprint when smaller (PNG, up to 512 px); vessel detection runs on it, where ships are drawn at their size */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/sar_images_search_country/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sample images of a country: `country` matches the ISO code or the zh/en name (part of it) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    country?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SarSample"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/partners/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partners */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Partner"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/collections/{collectionId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items of a collection (bbox, datetime, limit, token) */
        get: {
            parameters: {
                query?: {
                    /** @description west,south,east,north in WGS-84 degrees (west > east crosses ±180°) */
                    bbox?: string;
                    /** @description An RFC 3339 instant or interval, open ends as .. */
                    datetime?: string;
                    /** @description Items per page */
                    limit?: string;
                    /** @description The next page, from the previous answer */
                    token?: string;
                };
                header?: never;
                path: {
                    collectionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        /** Add a scene to the archive from a STAC Item (201 with its Location), or several from an ItemCollection, all or none (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collectionId: string;
                };
                cookie?: never;
            };
            /** @description A STAC 1.0 Item with the sar, sat and view extension fields the portal serves (projection optional), or for POST an ItemCollection of up to 100 Items */
            requestBody?: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description The Item as served, or the ItemCollection of the Items added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/collections/{collectionId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One STAC item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collectionId: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        /** Replace a scene's Item (404 for an unknown id; the body's id and collection must match the address) (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collectionId: string;
                    itemId: string;
                };
                cookie?: never;
            };
            /** @description A STAC 1.0 Item with the sar, sat and view extension fields the portal serves (projection optional), or for POST an ItemCollection of up to 100 Items */
            requestBody?: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description The Item as served */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        post?: never;
        /** Delete a scene from the archive (409 while an order holds it: orders and their downloads stay whole) (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collectionId: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** STAC landing page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/conformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** STAC conformance classes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/queryables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Queryable properties of the CQL2 filter */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** STAC collections */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/collections/{collectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One STAC collection */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collectionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stac/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** STAC item search (GET) */
        get: {
            parameters: {
                query?: {
                    /** @description west,south,east,north in WGS-84 degrees (west > east crosses ±180°) */
                    bbox?: string;
                    /** @description An RFC 3339 instant or interval, open ends as .. */
                    datetime?: string;
                    /** @description Items per page */
                    limit?: string;
                    /** @description The next page, from the previous answer */
                    token?: string;
                    /** @description A GeoJSON geometry (JSON) */
                    intersects?: string;
                    /** @description Comma-separated item ids */
                    ids?: string;
                    /** @description Comma-separated collection ids */
                    collections?: string;
                    /** @description Comma-separated fields, - for descending, e.g. -properties.datetime */
                    sortby?: string;
                    /** @description Comma-separated fields to include, - to exclude */
                    fields?: string;
                    /** @description A CQL2 JSON filter */
                    filter?: string;
                    /** @description cql2-json */
                    "filter-lang"?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        /** STAC item search (POST) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description STAC document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/satellites/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The constellation (the satellites orders anchor on): imaging modes and the TLE in use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Satellite"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/satellites/tle/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload TLE or 3LE text (staff). Checksums and columns are validated; an epoch older than 7 days is accepted with a warning
         * @description Each element set is matched to a satellite by `satellite_id` (one set only), or by its 3LE title line naming the satellite (TY-38, HiSea-1, 海丝一号, …). The newest uploaded epoch of a satellite replaces its synthetic elements from then on.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description TLE (2-line) or 3LE (title + 2 lines) text, one or more sets */
                        text: string;
                        /** @enum {string} */
                        satellite_id?: "TY-38" | "TY-39" | "TY-40" | "TY-41";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                satellite_id: "TY-38" | "TY-39" | "TY-40" | "TY-41";
                                satnum: string;
                                name: string;
                                epoch: string;
                                age_days: number;
                                stale: boolean;
                                /** @enum {boolean} */
                                synthetic: false;
                                /** @description Localized warnings (e.g. an epoch older than 7 days) */
                                warnings: string[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/simulation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's simulations, newest first (without opportunities; GET /simulation/{id}/ has them) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                                /** @description Stable reference of the simulation (a tasking order may carry it as planning_tag) */
                                tag: string;
                                created_at: string;
                                updated_at: string;
                                satellites: "any" | ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
                                start_time: string;
                                end_time: string;
                                lower_angle: number;
                                upper_angle: number;
                                /** @enum {string} */
                                left_right_mode: "any" | "left" | "right";
                                /** @enum {string} */
                                orbit_mode: "any" | "ascending" | "descending";
                                img_mode: number;
                                limit: number;
                                /** @enum {string} */
                                target_source: "point" | "polygon" | "file";
                                file_name: string | null;
                                /** @description GeoJSON geometry in the Satellite header coordinate system */
                                target: {
                                    /** @enum {string} */
                                    type: "Point" | "Polygon" | "MultiPolygon";
                                    coordinates: unknown[];
                                };
                                /** @description The point that must be imaged (an area: centroid of its largest polygon) */
                                target_point: {
                                    lat: number;
                                    lon: number;
                                };
                                area_km2: number | null;
                                opportunity_count: number;
                                first_opportunity: string | null;
                            }[];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Run and save an access prediction (JSON, or multipart with a kml/kmz/zipped-shapefile `file` as the target)
         * @description Finds the soonest imaging opportunities of the chosen satellites for the target within the look-angle band, side and orbit direction, using the TLE in use for each satellite (GET /commodity/satellites/). An area target must have its centroid (of its largest polygon) imaged. Nothing found: HTTP 422 "Simulation failed! (adjust region or time range and re-simulate)".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["SimulationRequestInput"];
                    "multipart/form-data": components["schemas"]["SimulationRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Simulation"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/simulation/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's simulations with its opportunities (404 for anyone else's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Simulation"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete one of the caller's simulations (404 for anyone else's) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/simulation/update_name/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename one of the caller's simulations */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                                /** @description Stable reference of the simulation (a tasking order may carry it as planning_tag) */
                                tag: string;
                                created_at: string;
                                updated_at: string;
                                satellites: "any" | ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
                                start_time: string;
                                end_time: string;
                                lower_angle: number;
                                upper_angle: number;
                                /** @enum {string} */
                                left_right_mode: "any" | "left" | "right";
                                /** @enum {string} */
                                orbit_mode: "any" | "ascending" | "descending";
                                img_mode: number;
                                limit: number;
                                /** @enum {string} */
                                target_source: "point" | "polygon" | "file";
                                file_name: string | null;
                                /** @description GeoJSON geometry in the Satellite header coordinate system */
                                target: {
                                    /** @enum {string} */
                                    type: "Point" | "Polygon" | "MultiPolygon";
                                    coordinates: unknown[];
                                };
                                /** @description The point that must be imaged (an area: centroid of its largest polygon) */
                                target_point: {
                                    lat: number;
                                    lon: number;
                                };
                                area_km2: number | null;
                                opportunity_count: number;
                                first_opportunity: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/simulation/simulation_tag/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tag of one of the caller's simulations (the reference a tasking order carries) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                id: number;
                                tag: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/simulation/download_kml/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The simulation as KML 2.2 (target and one Placemark per opportunity with its footprint and times); WGS-84 as KML requires */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.google-earth.kml+xml": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.google-earth.kml+xml": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.google-earth.kml+xml": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commodity/simulation/parse_file/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The target geometry of an uploaded area file (multipart `file`: kml, kmz or zipped shapefile)
         * @description Reprojects a shapefile with a .prj to WGS-84, simplifies areas over 300 vertices, then answers in the Satellite header system. Limits: api/README.md.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["AreaFile"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geodata/regions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Region picker: countries (no parent), China's provinces (parent=CN), a province's cities (parent=330000) */
        get: {
            parameters: {
                query?: {
                    /** @description Children of this region; without it (and without level) the countries */
                    parent?: string;
                    level?: "country" | "province" | "city";
                    /** @description Include the simplified geometry */
                    geometry?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /** @description ISO 3166-1 alpha-2 for a country ('CN'), the 6-digit adcode in China ('330000') */
                                code: string;
                                parent_code: string | null;
                                /** @enum {string} */
                                level: "country" | "province" | "city";
                                /** @description In the Accept-Language */
                                name: string;
                                name_zh: string;
                                name_en: string;
                                has_children: boolean;
                                /** @description [longitude, latitude] in the Satellite CRS */
                                center: [
                                    number,
                                    number
                                ];
                                /** @description [west, south, east, north] in the Satellite CRS */
                                bbox: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                                /** @description Simplified for display, in the Satellite CRS */
                                geometry?: {
                                    /** @enum {string} */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                            }[];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geodata/regions/{code}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One region with its simplified geometry in the Satellite CRS */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /** @description ISO 3166-1 alpha-2 for a country ('CN'), the 6-digit adcode in China ('330000') */
                                code: string;
                                parent_code: string | null;
                                /** @enum {string} */
                                level: "country" | "province" | "city";
                                /** @description In the Accept-Language */
                                name: string;
                                name_zh: string;
                                name_en: string;
                                has_children: boolean;
                                /** @description [longitude, latitude] in the Satellite CRS */
                                center: [
                                    number,
                                    number
                                ];
                                /** @description [west, south, east, north] in the Satellite CRS */
                                bbox: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                                /** @description Simplified for display, in the Satellite CRS */
                                geometry: {
                                    /** @enum {string} */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geodata/basemap/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The globe's vector basemap of a view: administrative boundaries and place names, chosen by the view's width */
        get: {
            parameters: {
                query: {
                    west: number;
                    south: number;
                    east: number;
                    north: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                /**
                                 * @description The finest boundaries drawn: country (a view wider than 60°), province, city (narrower than 6°)
                                 * @enum {string}
                                 */
                                level: "country" | "province" | "city";
                                boundaries: {
                                    code: string;
                                    /** @enum {string} */
                                    level: "country" | "province" | "city";
                                    name_zh: string;
                                    name_en: string;
                                    /** @description GeoJSON lines in the Satellite CRS, clipped to the view and simplified for its scale */
                                    geometry: {
                                        /** @enum {string} */
                                        type: "LineString";
                                        coordinates: [
                                            number,
                                            number
                                        ][];
                                    } | {
                                        /** @enum {string} */
                                        type: "MultiLineString";
                                        coordinates: [
                                            number,
                                            number
                                        ][][];
                                    };
                                }[];
                                /** @description The coast (Natural Earth 1:10m, the basemap tiles' own) from a province's zoom in; boundaries are drawn on land only */
                                coasts: ({
                                    /** @enum {string} */
                                    type: "LineString";
                                    coordinates: [
                                        number,
                                        number
                                    ][];
                                } | {
                                    /** @enum {string} */
                                    type: "MultiLineString";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                })[];
                                /** @description At most 120: regions first, then by population */
                                labels: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "country" | "province" | "city" | "town";
                                    name_zh: string | null;
                                    name_en: string;
                                    population: number | null;
                                    /** @description [longitude, latitude] in the Satellite CRS */
                                    point: [
                                        number,
                                        number
                                    ];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geodata/tiles/{z}/{x}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The globe's basemap, land and water, as PNG tiles of 256 px in the geographic tiling scheme (EPSG:4326: 2×1 tiles at level 0, rows from the north), levels 0–12: Natural Earth's 1:10m coastlines, large lakes, Natural Earth II's land colours */
        get: {
            parameters: {
                query?: {
                    /** @description The client's release (the tiles never change within one) */
                    v?: string;
                };
                header?: never;
                path: {
                    z: string;
                    x: string;
                    /** @description The row and .png: `{y}.png` */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geodata/places/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Place-name typeahead (zh or en; prefix, then contains), ranked by exactness then population */
        get: {
            parameters: {
                query: {
                    q: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                id: number;
                                /** @description In the Accept-Language (the English name when there is no Chinese one) */
                                name: string;
                                name_zh: string | null;
                                name_en: string;
                                /**
                                 * @description country | province | city (administrative regions: their polygon is the search geometry) | town
                                 * @enum {string}
                                 */
                                kind: "country" | "province" | "city" | "town";
                                country_code: string;
                                country_name: string | null;
                                /** @description The region itself (kind ≠ town) or the city/country holding the town */
                                admin_code: string | null;
                                admin_name: string | null;
                                population: number | null;
                                /** @description [longitude, latitude] in the Satellite CRS */
                                point: [
                                    number,
                                    number
                                ];
                            }[];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geodata/places/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A place with its search geometry: the region polygon (simplified) for an administrative region, else a circle of radius_km */
        get: {
            parameters: {
                query?: {
                    /** @description Circle radius for a town (km) */
                    radius_km?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: {
                                id: number;
                                /** @description In the Accept-Language (the English name when there is no Chinese one) */
                                name: string;
                                name_zh: string | null;
                                name_en: string;
                                /**
                                 * @description country | province | city (administrative regions: their polygon is the search geometry) | town
                                 * @enum {string}
                                 */
                                kind: "country" | "province" | "city" | "town";
                                country_code: string;
                                country_name: string | null;
                                /** @description The region itself (kind ≠ town) or the city/country holding the town */
                                admin_code: string | null;
                                admin_name: string | null;
                                population: number | null;
                                /** @description [longitude, latitude] in the Satellite CRS */
                                point: [
                                    number,
                                    number
                                ];
                                /** @description Set when the geometry is the region polygon */
                                region_code: string | null;
                                /** @description Set when the geometry is a circle around the point */
                                radius_km: number | null;
                                /** @description GeoJSON geometry in the Satellite CRS */
                                geometry: {
                                    /** @enum {string} */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit_log/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff actions on users, reviews, permissions and feedback (system administrator only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    subject_type?: "user" | "review" | "permission" | "feedback" | "content" | "scene" | "mission" | "price" | "organisation";
                    subject_id?: number;
                    /** @description Username of who acted */
                    actor?: string;
                    action?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["AuditEntry"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/feedback_info/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedback, newest first: a customer or sales person sees their own, staff all (with filters) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    /** @description Any of: image_query, tasking, order_center, account, download, public_site, api, other (repeated or comma-separated) */
                    module?: string | string[];
                    /** @description Any of: bug, suggestion, question, data, complaint, other (repeated or comma-separated) */
                    type?: string | string[];
                    /** @description Any of: pending, processing, replied, closed (repeated or comma-separated) */
                    state?: string | string[];
                    /** @description Sent at or after */
                    from?: string;
                    /** @description Sent at or before (a day: the whole UTC day) */
                    to?: string;
                    /** @description Sent by this user (staff) */
                    user_id?: number;
                    /** @description Part of the description, contact or username */
                    keyword?: string;
                    /** @description One of the caller's saved filters; the other parameters override it */
                    filter_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Feedback"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Reply to a feedback (state 'replied' unless another is given); the sender gets an alert */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reply: string;
                        /** @enum {string} */
                        state?: "pending" | "processing" | "replied" | "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Feedback"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Send feedback (multipart: module, type, contact, description, page, attachment); "Feedback successful" */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        module: "image_query" | "tasking" | "order_center" | "account" | "download" | "public_site" | "api" | "other";
                        /** @enum {string} */
                        type: "bug" | "suggestion" | "question" | "data" | "complaint" | "other";
                        contact: string;
                        description: string;
                        /** @description The path the user was on */
                        page?: string;
                        /**
                         * Format: binary
                         * @description doc, docx, pdf, png or jpg, at most 30 MB
                         */
                        attachment?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Feedback"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Change the state of a feedback */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        state: "pending" | "processing" | "replied" | "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["Feedback"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/feedback/feedback_info/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** With id: the feedback's attachment (its sender or staff). Without: the filtered list as XLSX or CSV (staff) */
        get: {
            parameters: {
                query?: {
                    id?: number;
                    format?: "xlsx" | "csv";
                    /** @description Any of: image_query, tasking, order_center, account, download, public_site, api, other (repeated or comma-separated) */
                    module?: string | string[];
                    /** @description Any of: bug, suggestion, question, data, complaint, other (repeated or comma-separated) */
                    type?: string | string[];
                    /** @description Any of: pending, processing, replied, closed (repeated or comma-separated) */
                    state?: string | string[];
                    /** @description Sent at or after */
                    from?: string;
                    /** @description Sent at or before (a day: the whole UTC day) */
                    to?: string;
                    /** @description Sent by this user (staff) */
                    user_id?: number;
                    /** @description Part of the description, contact or username */
                    keyword?: string;
                    /** @description One of the caller's saved filters; the other parameters override it */
                    filter_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                        "application/octet-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/filter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The options of the feedback filter: modules, types, states (zh/en) and the dates of feedback */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["FeedbackFilterOptions"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/userinfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who sent feedback: each sender with their count and last time, latest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    cursor?: string;
                    /** @description Part of the username, name or organization */
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["FeedbackSender"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/userinfo/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** These users' contact details and feedback counts (unknown ids are left out) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["FeedbackSenderContact"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/self_filter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved filters of the feedback list, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SavedFeedbackFilter"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Save a filter of the feedback list (at most 20 per person; a name used once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        fields: components["schemas"]["FeedbackFilterInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SavedFeedbackFilter"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/self_filter/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's saved filters */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SavedFeedbackFilter"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Rename one of the caller's saved filters or replace its fields */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        fields?: components["schemas"]["FeedbackFilterInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["SavedFeedbackFilter"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete one of the caller's saved filters */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: Record<string, never>[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/effect/data/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application-service pages (both languages) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["EffectContent"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change several application-service pages at once: for each, its id and the fields that replace the stored ones (all or nothing; each page audited); answers every page */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            title_zh?: string;
                            title_en?: string;
                            summary_zh?: string;
                            summary_en?: string;
                            body_zh?: string;
                            body_en?: string;
                            figures?: {
                                label_zh: string;
                                label_en: string;
                                value: string;
                            }[];
                            sample_ids?: number[];
                            provenance_zh?: string;
                            provenance_en?: string;
                            id: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["EffectContent"][];
                            total: number;
                            total_exact: boolean;
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/effect/data/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application-service page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["EffectContent"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change an application-service page (fields given replace the stored ones; audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        title_zh?: string;
                        title_en?: string;
                        summary_zh?: string;
                        summary_en?: string;
                        body_zh?: string;
                        body_en?: string;
                        figures?: {
                            label_zh: string;
                            label_en: string;
                            value: string;
                        }[];
                        sample_ids?: number[];
                        provenance_zh?: string;
                        provenance_en?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["EffectContent"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discern/api/v1/geoserver/getwfs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run an analysis on a sample or a scene; the result is one GeoJSON FeatureCollection (WGS-84): ships as Points, water and oil spots as Polygons along the detected pixels */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        sample_id: number;
                        /**
                         * @description water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR
                         * @enum {string}
                         */
                        algorithm: "water" | "oil" | "vessel";
                    } | {
                        scene_id: string;
                        /**
                         * @description water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR
                         * @enum {string}
                         */
                        algorithm: "water" | "oil" | "vessel";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            msg: string;
                            data: components["schemas"]["AnalysisFeatures"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discern/api/v1/geoserver/get_zip/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run an analysis on a sample or a scene; the result is getwfs/'s features as a zipped ESRI shapefile (.shp, .shx, .dbf, .prj WGS-84, .cpg UTF-8): ships as Points, water and oil spots as Polygons, each feature's id and properties as DBF fields. Nothing found is a valid shapefile with no records */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        sample_id: number;
                        /**
                         * @description water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR
                         * @enum {string}
                         */
                        algorithm: "water" | "oil" | "vessel";
                    } | {
                        scene_id: string;
                        /**
                         * @description water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR
                         * @enum {string}
                         */
                        algorithm: "water" | "oil" | "vessel";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shp_pdf/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public sample's report as a PDF (Chinese or English, in the request's language)
         * @description The sample's picture with the detections of the water, oil-spill and vessel analyses drawn over it, the fields of the sample, and the detection statistics (ships and their positions, oil dark spots and their areas, water area and threshold). A Chinese request gets a Chinese report (a subset of Noto Sans SC embedded), an English one an English report; the language is the `lang` parameter, else Accept-Language.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The document's language (zh or en); default: the Accept-Language header */
                    lang?: "zh" | "en";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/web/product_spec/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product specification sheet as a PDF (Chinese or English, in the request's language)
         * @description Satellites, imaging modes (swath widths, scene lengths, resolutions), look angles, product types and polarisations, from the constellation table. A Chinese request gets it in Chinese, an English one in English; the language is the `lang` parameter, else Accept-Language.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The document's language (zh or en); default: the Accept-Language header */
                    lang?: "zh" | "en";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's export jobs: its state, progress (done of total rows) and, once completed, the file's link */
        get: operations["jobStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/file/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file of one of the caller's finished export jobs */
        get: operations["jobFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jobs in a state, newest first (default failed: dead-lettered, their retries spent), with their error and attempts */
        get: operations["adminJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives a failed job one more attempt (its handler does not redo what an earlier attempt finished) */
        post: operations["adminJobRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        TaskInput: {
            id: number;
            /** @description Task number */
            task: string;
            mission_id: number;
            order_no: string;
            target_name: string;
            /** @description The customer */
            username: string;
            sales: string | null;
            task_state: number;
            /** @description Priority (its code) */
            rank: number;
            anchoring_satellite: string;
            imaging_mode: number;
            /** @description Absolute orbit of the pass */
            anchoring_orbit: number;
            /** @enum {string} */
            anchoring_left_right: "left" | "right";
            anchoring_center_look_angle: number;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @description Imaging start (UTC) */
            imaging_time: string;
            /** @description Seconds */
            imaging_duration: number;
            planning_time: string;
            /** @description WGS-84, whatever the Satellite header */
            footprint: {
                type: string;
                coordinates: unknown[];
            } | null;
            /** @description The pass it was anchored on */
            missiondata: {
                incidence_angle: number;
                slant_range_km: number;
                coverage: string;
                tle_epoch: string;
            };
            demandid: string | null;
            /** @description In-orbit imaging result */
            zgcxcgpd: (0 | 1 | 2) | null;
            /** @description Satellite-ground transfer result */
            transfer: (0 | 1 | 2) | null;
            transfer_time: string | null;
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            task_delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            deliver_num: number;
            real_deliver_num: number | null;
            deliver_time: string | null;
            fail_reason: string;
            /** @description The archive scene its product became */
            scene_id: string | null;
            archive_order_id: number | null;
            received_at: string | null;
            synced_at: string | null;
            /** @description Its imaging time has passed without an imaging result */
            late: boolean;
            update_time: string;
            version: number;
        };
        TaskDetailInput: {
            id: number;
            /** @description Task number */
            task: string;
            mission_id: number;
            order_no: string;
            target_name: string;
            /** @description The customer */
            username: string;
            sales: string | null;
            task_state: number;
            /** @description Priority (its code) */
            rank: number;
            anchoring_satellite: string;
            imaging_mode: number;
            /** @description Absolute orbit of the pass */
            anchoring_orbit: number;
            /** @enum {string} */
            anchoring_left_right: "left" | "right";
            anchoring_center_look_angle: number;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @description Imaging start (UTC) */
            imaging_time: string;
            /** @description Seconds */
            imaging_duration: number;
            planning_time: string;
            /** @description WGS-84, whatever the Satellite header */
            footprint: {
                type: string;
                coordinates: unknown[];
            } | null;
            /** @description The pass it was anchored on */
            missiondata: {
                incidence_angle: number;
                slant_range_km: number;
                coverage: string;
                tle_epoch: string;
            };
            demandid: string | null;
            /** @description In-orbit imaging result */
            zgcxcgpd: (0 | 1 | 2) | null;
            /** @description Satellite-ground transfer result */
            transfer: (0 | 1 | 2) | null;
            transfer_time: string | null;
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            task_delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            deliver_num: number;
            real_deliver_num: number | null;
            deliver_time: string | null;
            fail_reason: string;
            /** @description The archive scene its product became */
            scene_id: string | null;
            archive_order_id: number | null;
            received_at: string | null;
            synced_at: string | null;
            /** @description Its imaging time has passed without an imaging result */
            late: boolean;
            update_time: string;
            version: number;
            history: {
                from_state: number | null;
                to_state: number;
                by: string | null;
                note: string;
                at: string;
            }[];
        };
        PlanningOpportunityInput: {
            /** @description satellite_id@imaging_start: what a planning request names */
            key: string;
            satellite_id: string;
            imaging_start: string;
            imaging_end: string;
            imaging_duration: number;
            look_angle: number;
            incidence_angle: number;
            /** @enum {string} */
            look_side: "left" | "right";
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            absolute_orbit: number;
            coverage: string;
            /** @description WGS-84, whatever the Satellite header */
            footprint: {
                type: string;
                coordinates: unknown[];
            };
            /** @description WGS-84 */
            track?: {
                type: string;
                coordinates: unknown[];
            };
            conflicts: {
                task_id: number;
                task: string;
                /** @description The planned task's footprint (WGS-84), drawn on the planning globe */
                footprint?: {
                    /** @enum {string} */
                    type: "Polygon" | "MultiPolygon";
                    coordinates: unknown[];
                } | null;
                /**
                 * @description time: too close in time; look_angle: same pass, other side or angle; budget: past the orbit's imaging seconds
                 * @enum {string}
                 */
                kind: "time" | "look_angle" | "budget";
            }[];
            /** @description A task of this order is already anchored on it */
            planned: boolean;
        };
        OperationsOverviewInput: {
            generated_at: string;
            missions_by_state: {
                state: number;
                count: number;
            }[];
            missions_by_step: {
                step: number;
                grey: number;
                green: number;
                red: number;
                yellow: number;
            }[];
            tasks_by_column: {
                column: string;
                count: number;
            }[];
            /** @description Tasks per satellite per day this week (Monday to Sunday) in the reader's zone: Beijing time in Chinese, UTC in English */
            week: {
                satellite: string;
                day: string;
                count: number;
            }[];
            /** @description Today's tasks by imaging time, today in the reader's zone */
            today: components["schemas"]["TaskInput"][];
            late: components["schemas"]["TaskInput"][];
            /** @description Failed in the last 30 days */
            failed: components["schemas"]["TaskInput"][];
            pending_review: number;
            suspended: number;
            archive_orders: {
                status: string;
                count: number;
                money_fen: number;
            }[];
            /** @description Delivery deadlines met and missed per week (Monday, in the reader's zone) over the last 8 weeks: a late delivery, or none by the deadline, is missed */
            deadlines: {
                week: string;
                met: number;
                missed: number;
            }[];
        };
        RequirementNoticeInput: {
            id: number;
            mission_id: number;
            order_no: string;
            target_name: string;
            /** @enum {string} */
            kind: "new" | "changed" | "suspended" | "resumed" | "cancelled";
            /** @description For a changed requirement: what changed */
            changes: {
                field: string;
                before: unknown;
                after: unknown;
            }[];
            note: string;
            by: string | null;
            created_at: string;
            acknowledged_by: string | null;
            acknowledged_at: string | null;
        };
        MissionInput: {
            id: number;
            order_no: string;
            username: string;
            user_id: number;
            target_name: string;
            Latitude: number | null;
            Longitude: number | null;
            target: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: unknown[];
            } | null;
            map_file_name: string | null;
            elevation: number;
            img_mode: number;
            shooting_market: number;
            orbit_mode: string;
            left_right_mode: string;
            upper_angle: number;
            lower_angle: number;
            product_type: string;
            effective_time: number;
            priority: number;
            p_number: number;
            unit_demand: string;
            requestor: string;
            end_user: string;
            demand_contact: string;
            deliverymethod: string;
            task_nature: string;
            img_usage: string;
            id_date_1: string;
            id_date_2: string;
            compress_config: number;
            calibration_config: number;
            anchoring_satellite: string;
            comments: string;
            planning_tag: string | null;
            /** @description File name of the application form */
            application_form: string | null;
            order_state: number;
            /** @description The coarse state that order_state reports */
            mission_state: number;
            /** @description From its tasks' imaging results; null before any task */
            image_status: ("pending" | "success" | "failed" | "cancelled") | null;
            /** @description From its tasks' quality checks; null until checked */
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            /** @description From its tasks' deliveries; null until delivered or a shipping failed */
            delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            editable: boolean;
            cost_fen: number;
            /** @description Its first collect (ISO 8601): the earliest planned task, else the first free pass when it was quoted */
            first_collect_at: string | null;
            /** @description pending before imaging; on_time, at_risk or missed while undelivered; met or late once delivered */
            delivery_deadline: {
                /** @description Imaging time + the hours of its timeliness class; null before imaging */
                due_at: string | null;
                /** @enum {string} */
                state: "pending" | "on_time" | "at_risk" | "missed" | "met" | "late";
            };
            /** @description The series of repeat collects it is a collect of; null for one order */
            series_id: number | null;
            /** @description Which collect of its series (0 the first) */
            series_index: number | null;
            /** @description An organisation's order waiting for a manager (docs/organisations.md): money held, not yet reviewed */
            awaiting_approval: boolean;
            /** @description The cancellation terms (docs/tasking-offer.md) as they stand now */
            cancellation: {
                /** @description The customer may cancel it now */
                allowed: boolean;
                /** @description What cancelling now costs (0: free) */
                fee_fen: number;
                free_until: string | null;
                refused_from: string | null;
            };
            create_time: string;
            steps: {
                /** @enum {string} */
                key: "order_planning" | "task_planning" | "imaging" | "quality_check" | "delivery";
                /** @enum {string} */
                color: "grey" | "green" | "red" | "yellow";
                /** @description When the step's own event happened (in-orbit imaging: when it was imaged); null while grey or when none is recorded */
                reached_at: string | null;
            }[];
            classified: string | null;
            mgcType: number | null;
            task_mode: number | null;
            interfere: number | null;
            contract: string | null;
            /** @description The staff member in charge */
            admin: string | null;
            demandid: string | null;
            status_description: string | null;
            /** @description The customer's sales person */
            sales: string | null;
            suspended: boolean;
            /** @description Last sent to the control system */
            synced_at: string | null;
            task_count: number;
            /** @description Staff changes name the version they were made on */
            version: number;
        };
        MissionDetailInput: {
            id: number;
            order_no: string;
            username: string;
            user_id: number;
            target_name: string;
            Latitude: number | null;
            Longitude: number | null;
            target: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: unknown[];
            } | null;
            map_file_name: string | null;
            elevation: number;
            img_mode: number;
            shooting_market: number;
            orbit_mode: string;
            left_right_mode: string;
            upper_angle: number;
            lower_angle: number;
            product_type: string;
            effective_time: number;
            priority: number;
            p_number: number;
            unit_demand: string;
            requestor: string;
            end_user: string;
            demand_contact: string;
            deliverymethod: string;
            task_nature: string;
            img_usage: string;
            id_date_1: string;
            id_date_2: string;
            compress_config: number;
            calibration_config: number;
            anchoring_satellite: string;
            comments: string;
            planning_tag: string | null;
            /** @description File name of the application form */
            application_form: string | null;
            order_state: number;
            /** @description The coarse state that order_state reports */
            mission_state: number;
            /** @description From its tasks' imaging results; null before any task */
            image_status: ("pending" | "success" | "failed" | "cancelled") | null;
            /** @description From its tasks' quality checks; null until checked */
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            /** @description From its tasks' deliveries; null until delivered or a shipping failed */
            delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            editable: boolean;
            cost_fen: number;
            /** @description Its first collect (ISO 8601): the earliest planned task, else the first free pass when it was quoted */
            first_collect_at: string | null;
            /** @description pending before imaging; on_time, at_risk or missed while undelivered; met or late once delivered */
            delivery_deadline: {
                /** @description Imaging time + the hours of its timeliness class; null before imaging */
                due_at: string | null;
                /** @enum {string} */
                state: "pending" | "on_time" | "at_risk" | "missed" | "met" | "late";
            };
            /** @description The series of repeat collects it is a collect of; null for one order */
            series_id: number | null;
            /** @description Which collect of its series (0 the first) */
            series_index: number | null;
            /** @description An organisation's order waiting for a manager (docs/organisations.md): money held, not yet reviewed */
            awaiting_approval: boolean;
            /** @description The cancellation terms (docs/tasking-offer.md) as they stand now */
            cancellation: {
                /** @description The customer may cancel it now */
                allowed: boolean;
                /** @description What cancelling now costs (0: free) */
                fee_fen: number;
                free_until: string | null;
                refused_from: string | null;
            };
            create_time: string;
            steps: {
                /** @enum {string} */
                key: "order_planning" | "task_planning" | "imaging" | "quality_check" | "delivery";
                /** @enum {string} */
                color: "grey" | "green" | "red" | "yellow";
                /** @description When the step's own event happened (in-orbit imaging: when it was imaged); null while grey or when none is recorded */
                reached_at: string | null;
            }[];
            classified: string | null;
            mgcType: number | null;
            task_mode: number | null;
            interfere: number | null;
            contract: string | null;
            /** @description The staff member in charge */
            admin: string | null;
            demandid: string | null;
            status_description: string | null;
            /** @description The customer's sales person */
            sales: string | null;
            suspended: boolean;
            /** @description Last sent to the control system */
            synced_at: string | null;
            task_count: number;
            /** @description Staff changes name the version they were made on */
            version: number;
            history: {
                from_state: number | null;
                to_state: number;
                by: string | null;
                note: string;
                at: string;
            }[];
            /** @description When its tasks are planned to image (the start of each pass they are anchored on), earliest first; empty before task planning */
            planned_imaging: {
                imaging_time: string;
                satellite: string;
            }[];
            /** @description Delivered products, downloadable through their archive order */
            products: {
                task_id: number;
                scene_id: string;
                archive_order_id: number;
                delivered_at: string;
            }[];
            /** @description Comments of staff and sales; empty for the customer */
            staff_comments: {
                id: number;
                by: string | null;
                role: string | null;
                text: string;
                at: string;
            }[];
        };
        NotificationInput: {
            id: number;
            create_time: string;
            /** @description What happened, in the caller’s language */
            type_status_text: string;
            /** @description The tasking order it concerns */
            tasknumber_text: string;
            /** @description 1 information, 2 attention (a failure or cancellation) */
            rank: number;
            /** @description null: an alert about the account or a feedback */
            mission_id: number | null;
            /**
             * @description export: a finished export, its link in type_status_text; webhook: an endpoint disabled; subscription: new scenes matched a saved search; approval: an organisation order awaits, or had, a decision
             * @enum {string}
             */
            kind: "mission" | "review" | "feedback" | "export" | "webhook" | "subscription" | "approval";
            /** @description What people wrote or named (a reason, an address, a saved search's name), as written: the end of type_status_text; null when none */
            detail: string | null;
            subject_id: number | null;
            username: string;
            read: boolean;
        };
        TaskingSeriesInput: {
            id: number;
            series_no: string;
            user_id: number;
            username: string;
            target_name: string;
            img_mode: number;
            repeat: {
                /** @enum {string} */
                cadence: "daily" | "weekly" | "biweekly" | "monthly" | "every_n_days";
                every_days: number | null;
                count: number | null;
                until: string | null;
                same_geometry: boolean;
            };
            /** @description The geometry every collect keeps (same geometry); null otherwise */
            geometry: {
                satellite_id: string;
                orbit_direction: string;
                look_side: string;
                look_angle: number;
            } | null;
            /** @description The price of one collect when the series was quoted */
            collect_fen: number;
            /** @enum {string} */
            state: "active" | "finished" | "cancelled";
            /** @description What its collects cost, less refunds and with fees */
            spent_fen: number;
            /** @description The window start of the next collect not yet imaged */
            next_collect: string | null;
            created_at: string;
            collects: {
                /** @description 0 for the first collect */
                index: number;
                window_start: string;
                window_end: string;
                /** @description Its tasking order once created; null while beyond the horizon */
                mission_id: number | null;
                order_no: string | null;
                order_state: number | null;
                cost_fen: number | null;
                first_collect_at: string | null;
            }[];
        };
        BillItemInput: {
            id: number;
            user_id: number;
            username: string;
            /** @description Signed amount in fen */
            amount: number;
            /** @description The balance after this row, in fen */
            balance_after: number;
            /** @enum {string} */
            scene: "tasking_spend" | "tasking_refund" | "tasking_cancel_fee" | "tasking_fee_waiver" | "archive_spend" | "archive_refund" | "quota_topup" | "quota_reduction" | "approval_hold" | "approval_release" | "org_transfer" | "other";
            /** @description Why: the order, or the reason staff gave */
            note: string;
            /** @description true: the note is a person's words, as typed; false: the portal's, in the reader's language */
            note_typed: boolean;
            reference: string | null;
            /** @description Who made the change (null: the system or a deleted account) */
            created_by_name: string | null;
            created_at: string;
        };
        RegisterRequestInput: {
            username: string;
            password: string;
            confirm_password: string;
            /** @default  */
            name: string;
            /** @default  */
            recommender: string;
            mobile: string;
            email: string;
            /** @default  */
            organization: string;
            /**
             * @description The agreement checkbox (must be true)
             * @constant
             */
            agreement: true;
        };
        UserInfoInput: {
            id: number;
            type: ("admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer") | string;
            username: string;
            name: string;
            mobile: string;
            email: string;
            organization: string;
            /** @description Balance (quota) in fen */
            balance: number;
            /** @enum {string} */
            coordinate_system: "GCJ02" | "WGS84";
            /** @enum {string} */
            real_person_status?: "none" | "pending" | "approved" | "rejected";
            /** @description The reason when the latest verification was rejected */
            real_person_comment?: string;
            /** @description A change of name or organization under review */
            pending_change?: {
                name?: string;
                organization?: string;
            } | null;
            last_change?: {
                changes: {
                    name?: string;
                    organization?: string;
                };
                /** @enum {string} */
                status: "approved" | "rejected";
                comment: string;
            } | null;
            /** @description The organisation the account belongs to and its role there (docs/organisations.md); its balance is then the organisation's */
            org?: {
                id: number;
                name: string;
                /** @enum {string} */
                role: "viewer" | "buyer" | "tasker" | "manager";
            } | null;
        };
        LoginResultInput: {
            token: string;
            user_id: number;
            /** @enum {string} */
            coordinate_system: "GCJ02" | "WGS84";
            user: components["schemas"]["UserInfoInput"];
        };
        RealPersonRequestInput: {
            id: number;
            /**
             * @description A real-name verification or a change of name/organization
             * @enum {string}
             */
            kind: "verification" | "change";
            user_id: number;
            username: string;
            name: string;
            organization: string;
            mobile: string;
            email: string;
            real_name: string | null;
            id_number: string | null;
            document_name: string | null;
            document_type: string | null;
            changes: {
                name?: string;
                organization?: string;
            } | null;
            previous: {
                name?: string;
                organization?: string;
            } | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            comment: string;
            reviewer: string | null;
            created_at: string;
            reviewed_at: string | null;
        };
        AdminUserInput: {
            id: number;
            type: ("admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer") | string;
            username: string;
            name: string;
            mobile: string;
            email: string;
            organization: string;
            /** @description Balance (quota) in fen */
            balance: number;
            /** @enum {string} */
            coordinate_system: "GCJ02" | "WGS84";
            /** @enum {string} */
            real_person_status?: "none" | "pending" | "approved" | "rejected";
            /** @description The reason when the latest verification was rejected */
            real_person_comment?: string;
            /** @description A change of name or organization under review */
            pending_change?: {
                name?: string;
                organization?: string;
            } | null;
            last_change?: {
                changes: {
                    name?: string;
                    organization?: string;
                };
                /** @enum {string} */
                status: "approved" | "rejected";
                comment: string;
            } | null;
            /** @description The organisation the account belongs to and its role there (docs/organisations.md); its balance is then the organisation's */
            org?: {
                id: number;
                name: string;
                /** @enum {string} */
                role: "viewer" | "buyer" | "tasker" | "manager";
            } | null;
            recommender: string;
            sales_id: number | null;
            /** @description The sales person looking after the account */
            sales_username: string | null;
            is_active: boolean;
            /** @description ISO 8601 UTC */
            created_at: string;
        };
        OrganisationInput: {
            id: number;
            name: string;
            contact: string;
            invoicing: string;
            approval_threshold_fen: number | null;
            require_2fa: boolean;
            /** @description What members may spend */
            balance_fen: number;
            /** @description Held for orders awaiting approval */
            held_fen: number;
            members: number;
            /** @enum {string} */
            my_role: "viewer" | "buyer" | "tasker" | "manager";
            created_at: string;
        };
        OrgMemberInput: {
            /** @description The member's user id */
            id: number;
            username: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "viewer" | "buyer" | "tasker" | "manager";
            enabled: boolean;
            /** @description null: no limit */
            monthly_limit_fen: number | null;
            /** @description Spent and held this calendar month (UTC) */
            spent_this_month_fen: number;
            joined_at: string;
        };
        OrgInvitationInput: {
            id: number;
            email: string;
            /** @enum {string} */
            role: "viewer" | "buyer" | "tasker" | "manager";
            /** @enum {string} */
            state: "pending" | "accepted" | "expired";
            expires_at: string;
            invited_by: string | null;
            created_at: string;
        };
        OrgBudgetInput: {
            id: number;
            /** @description The project code */
            code: string;
            name: string;
            active: boolean;
            /** @description null: no cap */
            cap_fen: number | null;
            spent_fen: number;
            /** @description Held for orders awaiting approval */
            held_fen: number;
            /** @description cap - spent - held; null without a cap */
            left_fen: number | null;
            created_at: string;
        };
        OrgApprovalInput: {
            id: number;
            /** @enum {string} */
            kind: "archive" | "tasking";
            order_id: number;
            order_no: string;
            requester: {
                id: number;
                username: string;
            };
            amount_fen: number;
            budget: {
                id: number;
                code: string;
            } | null;
            /** @enum {string} */
            reason: "threshold" | "monthly_limit";
            /** @enum {string} */
            state: "pending" | "approved" | "rejected" | "expired";
            note: string;
            decided_by: string | null;
            created_at: string;
            expires_at: string;
            decided_at: string | null;
        };
        OrgSpendingInput: {
            budget: {
                id: number;
                code: string;
                left_fen: number | null;
            } | null;
            /** @description The member's monthly limit left; null: no limit */
            limit_left_fen: number | null;
            needs_approval: boolean;
            reason: ("threshold" | "monthly_limit") | null;
        };
        OrgBillGroupInput: {
            /** @description The username, or the budget code ("" for none) */
            key: string;
            spent_fen: number;
            refunded_fen: number;
            held_fen: number;
            /** @description spent - refunded */
            net_fen: number;
            orders: number;
        };
        AdminOrgInput: {
            id: number;
            name: string;
            contact: string;
            balance_fen: number;
            held_fen: number;
            members: number;
            managers: string[];
            sales: string | null;
            created_at: string;
        };
        AdminOrgDetailInput: {
            org: {
                id: number;
                name: string;
                contact: string;
                balance_fen: number;
                held_fen: number;
                members: number;
                managers: string[];
                sales: string | null;
                created_at: string;
                invoicing: string;
                approval_threshold_fen: number | null;
            };
            members: components["schemas"]["OrgMemberInput"][];
            budgets: components["schemas"]["OrgBudgetInput"][];
            orders: {
                /** @enum {string} */
                kind: "archive" | "tasking";
                id: number;
                no: string;
                username: string;
                amount_fen: number;
                created_at: string;
            }[];
            bill: components["schemas"]["OrgBillGroupInput"][];
        };
        WebhookEndpointInput: {
            id: number;
            url: string;
            events: string[];
            description: string;
            enabled: boolean;
            /** @description The organisation's endpoint (managers manage it) */
            organisation?: boolean;
            /** @description Why it was disabled: paused by its owner, or failing for a day */
            disabled_reason: string | null;
            /** @description The first failed attempt since the last success */
            failing_since: string | null;
            created_at: string;
            updated_at: string;
        };
        CreatedWebhookEndpointInput: {
            id: number;
            url: string;
            events: string[];
            description: string;
            enabled: boolean;
            /** @description The organisation's endpoint (managers manage it) */
            organisation?: boolean;
            /** @description Why it was disabled: paused by its owner, or failing for a day */
            disabled_reason: string | null;
            /** @description The first failed attempt since the last success */
            failing_since: string | null;
            created_at: string;
            updated_at: string;
            /** @description whsec_…: verifies the signatures; shown in this answer only */
            secret: string;
        };
        WebhookDeliveryInput: {
            id: number;
            /** @description The webhook-id header: the same on every attempt of this delivery */
            message_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            /** @description The endpoint's HTTP status at the last attempt */
            response_code: number | null;
            /** @description Why the last attempt failed, when no HTTP status came back */
            last_error: string | null;
            last_attempt_at: string | null;
            /** @description When the next attempt is due (pending deliveries) */
            next_attempt_at: string | null;
            created_at: string;
            /** @description The JSON body delivered: {type, timestamp, data} */
            body: string;
        };
        SatelliteInput: {
            /** @enum {string} */
            id: "TY-38" | "TY-39" | "TY-40" | "TY-41";
            /** @description Localized name */
            name: string;
            name_en: string;
            name_zh: string;
            band: string;
            polarisation: string;
            img_modes: {
                code: number;
                key: string;
                name: string;
                swath_width_km: number;
            }[];
            /** @description Look-angle band accepted by simulations */
            look_angle: {
                min: number;
                max: number;
            };
            /** @description Operator hint */
            look_angle_hint: {
                min: number;
                max: number;
            };
            /** @description The TLE in use (null: none yet) */
            tle: {
                satnum: string;
                name: string;
                /** @description TLE epoch, ISO 8601 UTC */
                epoch: string;
                age_days: number;
                /** @description Epoch older than 7 days */
                stale: boolean;
                /** @description Generated by the seed (sun-synchronous elements), not a real TLE */
                synthetic: boolean;
                uploaded_at: string;
                line1: string;
                line2: string;
            } | null;
        };
        ApiKeyInput: {
            id: number;
            name: string;
            /** @description The first characters of the key, to recognise it */
            prefix: string;
            scopes: ("catalog:read" | "orders:write" | "tasking:write" | "subscriptions:write" | "org:read" | "ingest")[];
            created_at: string;
            expires_at: string | null;
            last_used_at: string | null;
            /** @description The address of the last request made with the key */
            last_used_ip: string | null;
        };
        CreatedApiKeyInput: {
            id: number;
            name: string;
            /** @description The first characters of the key, to recognise it */
            prefix: string;
            scopes: ("catalog:read" | "orders:write" | "tasking:write" | "subscriptions:write" | "org:read" | "ingest")[];
            created_at: string;
            expires_at: string | null;
            last_used_at: string | null;
            /** @description The address of the last request made with the key */
            last_used_ip: string | null;
            /** @description The key: shown this once, store it now. Send it as Authorization: Bearer <key>, at most 600 requests a minute (beyond: 429 with Retry-After) */
            key: string;
        };
        AuditEntryInput: {
            id: number;
            actor_id: number | null;
            actor_username: string;
            action: string;
            /** @enum {string} */
            subject_type: "user" | "review" | "permission" | "feedback" | "content" | "scene" | "mission" | "price" | "organisation";
            subject_id: number;
            before: unknown;
            after: unknown;
            created_at: string;
        };
        ErrorEnvelopeInput: {
            /** @description The HTTP status (400, 403, 404, 409, 413, 422, 429, 500, 503) */
            code: number;
            msg: string;
            errors?: {
                field: string;
                message: string;
            }[];
            /** @description What a refusal answers besides (a changed quote: the new quote) */
            data?: unknown[];
            request_id?: string;
        };
        SessionEnvelopeInput: {
            /** @constant */
            code: 201;
            msg: string;
        };
        SceneSummaryInput: {
            id: string;
            satellite: string;
            acquired_at: string;
            acquired_end: string;
            img_mode: number;
            product_type: string;
            polarization: string;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @enum {string} */
            look_side: "left" | "right";
            look_angle: number;
            incidence_angle: number;
            /** @description metres (coarser of range and azimuth) */
            resolution: number;
            /** @enum {string} */
            classification: "public" | "sensitive" | "restricted";
            absolute_orbit: number;
            footprint?: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: [
                    number,
                    number
                ][][][];
            };
            /** @description Signed link, valid at least 1 h */
            quicklook_url: string;
        };
        SceneDetailInput: {
            id: string;
            satellite: string;
            acquired_at: string;
            acquired_end: string;
            img_mode: number;
            product_type: string;
            polarization: string;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @enum {string} */
            look_side: "left" | "right";
            look_angle: number;
            incidence_angle: number;
            /** @description metres (coarser of range and azimuth) */
            resolution: number;
            /** @enum {string} */
            classification: "public" | "sensitive" | "restricted";
            absolute_orbit: number;
            footprint?: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: [
                    number,
                    number
                ][][][];
            };
            /** @description Signed link, valid at least 1 h */
            quicklook_url: string;
            incidence_near: number;
            incidence_far: number;
            resolution_range: number;
            resolution_azimuth: number;
            /** @description [west, south, east, north] (WGS-84 extent of the split footprint) */
            bbox: number[];
            /** @description [lng, lat] in the request system */
            centre: [
                number,
                number
            ];
        };
        CartItemInput: {
            id: string;
            satellite: string;
            acquired_at: string;
            acquired_end: string;
            img_mode: number;
            product_type: string;
            polarization: string;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @enum {string} */
            look_side: "left" | "right";
            look_angle: number;
            incidence_angle: number;
            /** @description metres (coarser of range and azimuth) */
            resolution: number;
            /** @enum {string} */
            classification: "public" | "sensitive" | "restricted";
            absolute_orbit: number;
            footprint?: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: [
                    number,
                    number
                ][][][];
            };
            /** @description Signed link, valid at least 1 h */
            quicklook_url: string;
            added_at: string;
        };
        SceneStackInput: {
            reference: string;
            /** @description What the stack's scenes share with the reference */
            geometry: {
                satellite: string;
                /** @enum {string} */
                orbit_direction: "ascending" | "descending";
                /** @enum {string} */
                look_side: "left" | "right";
                incidence_angle: number;
                incidence_tolerance_deg: number;
                min_overlap: number;
            };
            scenes: {
                id: string;
                satellite: string;
                /** @description ISO 8601, UTC */
                acquired_at: string;
                img_mode: number;
                polarization: string;
                /** @enum {string} */
                orbit_direction: "ascending" | "descending";
                /** @enum {string} */
                look_side: "left" | "right";
                incidence_angle: number;
                absolute_orbit: number;
                /** @description Overlap with the reference's footprint, 0 to 1 (of the smaller footprint) */
                overlap: number;
                /** @description Whether the caller reads this scene at full resolution */
                full_resolution: boolean;
            }[];
        };
        TimeseriesInput: {
            entries: {
                scene: string;
                /** @description ISO 8601, UTC */
                acquired_at: string;
                /** @description 10·log10 of the mean linear σ⁰ of the pixels read; null where none has data */
                mean_db: number | null;
                /** @description The median σ⁰ of the pixels read, dB; null where none has data */
                median_db: number | null;
                /** @description Pixels read that have data */
                count: number;
                /** @description Whether the caller reads this scene at full resolution */
                full_resolution: boolean;
            }[];
        };
        SceneChangeInput: {
            before: string;
            after: string;
            threshold_db: number;
            /** @description Ground spacing of the grid the two were compared on, m */
            pixel_m: number;
            /** @description Area both scenes cover, km² */
            compared_km2: number;
            /** @description Area brighter by more than the threshold, km² */
            increase_km2: number;
            /** @description Area darker by more than the threshold, km² */
            decrease_km2: number;
            /** @description Area brighter or darker by more than the threshold, km² */
            changed_km2: number;
            /** @description Whether both scenes were compared at full resolution */
            full_resolution: boolean;
        };
        StaffJobInput: {
            id: string;
            /** @description The kind of work: mail (e-mail and SMS delivery), export (large exports), … */
            queue: string;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            /** @description Attempts made so far (the first run and its retries) */
            attempts: number;
            retry_limit: number;
            /** @description The last attempt's error */
            error: string | null;
            created_at: string;
            started_at: string | null;
            finished_at: string | null;
        };
        ExportJobInput: {
            id: string;
            /** @constant */
            kind: "export";
            /**
             * @description created (waiting), active (running), retry (an attempt failed, another follows), completed, failed (retries spent), cancelled
             * @enum {string}
             */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            /** @description Rows written so far */
            done: number;
            /** @description Rows the export holds: the count of the search when it started (estimated above 10000), exact once completed */
            total: number;
            /** @description The file name, without its extension */
            file_name: string;
            /** @description Where the finished file is downloaded (null until completed) */
            file_url: string | null;
            created_at: string;
            finished_at: string | null;
        };
        CatalogSubscriptionInput: {
            id: number;
            name: string;
            /** @description The saved search body */
            search: {
                [key: string]: unknown;
            };
            /**
             * @description The coordinate system of the search's coordinates (the Satellite header it was saved with)
             * @enum {string}
             */
            crs: "GCJ02" | "WGS84";
            channels: ("alert" | "email" | "webhook")[];
            paused: boolean;
            /** @description Scenes it has matched so far */
            matched_count: number;
            last_matched_at: string | null;
            created_at: string;
            updated_at: string;
        };
        FeedbackInput: {
            id: number;
            user_id: number;
            username: string;
            /** @enum {string} */
            module: "image_query" | "tasking" | "order_center" | "account" | "download" | "public_site" | "api" | "other";
            /** @enum {string} */
            type: "bug" | "suggestion" | "question" | "data" | "complaint" | "other";
            contact: string;
            description: string;
            page: string;
            attachment: {
                name: string;
                size: number;
                type: string;
            } | null;
            /** @enum {string} */
            state: "pending" | "processing" | "replied" | "closed";
            reply: string;
            replied_by: string | null;
            replied_at: string | null;
            created_at: string;
            updated_at: string;
        };
        FeedbackFilterInput: {
            module?: ("image_query" | "tasking" | "order_center" | "account" | "download" | "public_site" | "api" | "other")[];
            type?: ("bug" | "suggestion" | "question" | "data" | "complaint" | "other")[];
            state?: ("pending" | "processing" | "replied" | "closed")[];
            from?: string;
            to?: string;
            user_id?: number;
            keyword?: string;
        };
        SavedFeedbackFilterInput: {
            id: number;
            name: string;
            fields: components["schemas"]["FeedbackFilterInput"];
            created_at: string;
            updated_at: string;
        };
        FeedbackFilterOptionsInput: {
            modules: {
                value: string;
                zh: string;
                en: string;
            }[];
            types: {
                value: string;
                zh: string;
                en: string;
            }[];
            states: {
                value: string;
                zh: string;
                en: string;
            }[];
            /** @description When the first and the last feedback were sent (null: none yet) */
            date_range: {
                from: string;
                to: string;
            } | null;
        };
        FeedbackSenderInput: {
            user_id: number;
            username: string;
            name: string;
            organization: string;
            count: number;
            last_at: string;
        };
        FeedbackSenderContactInput: {
            user_id: number;
            username: string;
            name: string;
            mobile: string;
            email: string;
            organization: string;
            count: number;
        };
        AnalysisFeaturesInput: {
            /** @constant */
            type: "FeatureCollection";
            features: {
                /** @constant */
                type: "Feature";
                id: number;
                geometry: {
                    /** @enum {string} */
                    type: "Point" | "Polygon";
                    coordinates: unknown[];
                };
                properties: {
                    [key: string]: string | number;
                };
            }[];
            summary: {
                /**
                 * @description water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR
                 * @enum {string}
                 */
                algorithm: "water" | "oil" | "vessel";
                count: number;
                parameters: {
                    [key: string]: number;
                };
                pixel_size_m: number[];
                width: number;
                height: number;
                provenance: string;
                threshold?: number;
                water_area_km2?: number;
            };
        };
        EffectContentInput: {
            id: number;
            /** @enum {string} */
            service: "introduce" | "waterExtraction" | "oilSpill" | "vesselDetection" | "videoRadar";
            title_zh: string;
            title_en: string;
            summary_zh: string;
            summary_en: string;
            /** @description Paragraphs separated by a blank line */
            body_zh: string;
            body_en: string;
            figures: {
                label_zh: string;
                label_en: string;
                value: string;
            }[];
            /** @description Public samples (web/sar_image/{id}/) of the demonstration */
            sample_ids: number[];
            provenance_zh: string;
            provenance_en: string;
            updated_at: string;
        };
        TaskingQuoteInput: {
            /** @description Names the priced fields and the price table: send it with the order */
            quote_id: string;
            lines: {
                /** @enum {string} */
                item: "mode" | "size" | "priority" | "timeliness" | "product";
                /** @description img_mode, shots, priority band, effective_time or product type */
                code: string;
                /** @description fen per shot (mode), shots (size), or a factor in per mille */
                value: number;
                /** @description What the line adds; the lines add up to the price of one collect */
                amount_fen: number;
            }[];
            /** @description The price of one collect */
            collect_fen: number;
            collects: number;
            total_fen: number;
            balance_fen: number;
            /** @description Negative when the balance does not cover the total */
            balance_after_fen: number;
            /** @description The first pass not taken (ISO 8601); null when none is */
            first_collect: string | null;
            terms: {
                /** @description Cancelled free until then (ISO 8601); null: free until refused */
                free_until: string | null;
                /** @description Not cancellable from then on (ISO 8601); null: no collect in view */
                refused_from: string | null;
                /** @description The fee between the two */
                fee_fen: number;
                fee_permille: number;
            };
            opportunities: {
                satellite_id: string;
                imaging_start: string;
                imaging_end: string;
                /** @enum {string} */
                look_side: "left" | "right";
                /** @enum {string} */
                orbit_direction: "ascending" | "descending";
                look_angle: number;
                incidence_angle: number;
                /**
                 * @description free; competing: only lower-priority tasks not yet dispatched in the way; taken
                 * @enum {string}
                 */
                availability: "free" | "competing" | "taken";
                conflicts: {
                    /**
                     * @description time: slew and settle; look_angle: one pass, other side or angle; budget: the orbit's imaging seconds
                     * @enum {string}
                     */
                    kind: "time" | "look_angle" | "budget";
                    /**
                     * @description The planned task's priority against this order's
                     * @enum {string}
                     */
                    priority: "higher" | "equal" | "lower";
                    /** @description The caller's own order in the way; null: another customer's (booked) */
                    order_no: string | null;
                }[];
            }[];
            /** @description A repeat: its collects (each charged when created, within the horizon); null for one order */
            series: {
                /** @description Each collect's window */
                windows: {
                    start: string;
                    end: string;
                }[];
                /** @description Same geometry: what every collect keeps (the first free pass); null otherwise or without one */
                geometry: {
                    satellite_id: string;
                    orbit_direction: string;
                    look_side: string;
                    look_angle: number;
                } | null;
            } | null;
            /** @description An organisation member's budget, monthly limit left and whether the order would wait for approval */
            org?: components["schemas"]["OrgSpendingInput"] | null;
            /** @description When every pass is taken: what would find one */
            suggestion: {
                /** @description A priority that would find a pass (the form's values) */
                priority: number | null;
                /** @description The first free pass after the window (ISO 8601) */
                window_from: string | null;
            } | null;
        };
        AreaFileInput: {
            /** @enum {string} */
            format: "kml" | "kmz" | "shp";
            name: string | null;
            /** @description GeoJSON geometry in the Satellite header coordinate system */
            geometry: {
                /** @enum {string} */
                type: "Point" | "Polygon" | "MultiPolygon";
                coordinates: unknown[];
            };
            polygon_count: number;
            vertex_count: number;
            original_vertex_count: number;
            simplified: boolean;
            area_km2: number;
            centroid: {
                lat: number;
                lon: number;
            };
        };
        ArchiveOrderInput: {
            id: number;
            order_no: string;
            user_id: number;
            username: string;
            created_at: string;
            money_fen: number;
            scene_ids: string[];
            /** @enum {string} */
            status: "awaiting_download" | "downloaded" | "cancelled";
            /** @description 109 awaiting download, 1092 downloaded */
            status_code: number | null;
            note: string;
            cancellable: boolean;
            /** @description An organisation's order waiting for a manager: its money is held, its products not yet served */
            awaiting_approval?: boolean;
            cancelled_at: string | null;
            cancel_reason: string | null;
            /** @description Staff and sales: staff's note on the order; null for a customer */
            staff_note: string | null;
            /** @description The tasking order this order delivers (its products, price 0; it cannot be cancelled); null for an order of the cart */
            delivery_of: {
                mission_id: number;
                order_no: string;
            } | null;
        };
        PicPermissionInput: {
            id: number;
            user_id: number;
            username: string;
            classifications: ("sensitive" | "restricted")[];
            /** @description null: every satellite */
            satellites: string[] | null;
            /** @description null: anywhere */
            area: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: unknown[];
            } | null;
            /** @description null: any scene; else exactly these image IDs */
            scene_ids: string[] | null;
            /** @description Scenes acquired at or after (null: no lower bound) */
            acquired_from: string | null;
            /** @description Scenes acquired at or before (null: no upper bound) */
            acquired_to: string | null;
            valid_from: string;
            valid_until: string | null;
            note: string;
            created_at: string;
            updated_at: string;
        };
        SimulationOpportunityInput: {
            /** @enum {string} */
            satellite_id: "TY-38" | "TY-39" | "TY-40" | "TY-41";
            img_mode: number;
            imaging_start: string;
            /** @description Zero-Doppler instant over the target point */
            imaging_centre: string;
            imaging_end: string;
            /** @description Off-nadir angle from the geodetic nadir, degrees */
            look_angle: number;
            incidence_angle: number;
            /** @enum {string} */
            look_side: "left" | "right";
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            slant_range_km: number;
            /**
             * @description Area targets: does one scene cover the whole (largest) polygon?
             * @enum {string}
             */
            coverage: "full" | "partial" | "point";
            /** @description Predicted scene footprint (Polygon, or MultiPolygon across ±180°) */
            footprint: {
                /** @enum {string} */
                type: "Point" | "Polygon" | "MultiPolygon";
                coordinates: unknown[];
            };
            /** @description The sub-satellite track ±4 minutes around the imaging centre (longitudes unwrapped) */
            track: {
                /** @constant */
                type: "LineString";
                coordinates: number[][];
            } | null;
            /** @description Epoch of the TLE this prediction used */
            tle_epoch: string;
            /** @description true: the TLE is synthetic (seeded), not a real element set */
            tle_synthetic: boolean;
            /** @description How the pass stands against the tasks planned when it was read (a quote adds the order's priority) */
            schedule: {
                /** @description No planned task is in its way (the capacity rules of docs/tasking-offer.md) */
                free: boolean;
                /** @description The caller's own orders in its way; others' count only as booked */
                own_orders: string[];
            };
        };
        SimulationInput: {
            id: number;
            name: string;
            /** @description Stable reference of the simulation (a tasking order may carry it as planning_tag) */
            tag: string;
            created_at: string;
            updated_at: string;
            satellites: "any" | ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
            start_time: string;
            end_time: string;
            lower_angle: number;
            upper_angle: number;
            /** @enum {string} */
            left_right_mode: "any" | "left" | "right";
            /** @enum {string} */
            orbit_mode: "any" | "ascending" | "descending";
            img_mode: number;
            limit: number;
            /** @enum {string} */
            target_source: "point" | "polygon" | "file";
            file_name: string | null;
            /** @description GeoJSON geometry in the Satellite header coordinate system */
            target: {
                /** @enum {string} */
                type: "Point" | "Polygon" | "MultiPolygon";
                coordinates: unknown[];
            };
            /** @description The point that must be imaged (an area: centroid of its largest polygon) */
            target_point: {
                lat: number;
                lon: number;
            };
            area_km2: number | null;
            opportunity_count: number;
            first_opportunity: string | null;
            opportunities: components["schemas"]["SimulationOpportunityInput"][];
        };
        SimulationRequestInput: {
            /** @description Default: the name in the area file, else the tag */
            name?: string;
            /** @description 'any' (all satellites offering the imaging mode) or a list of TY-38, TY-39, TY-40, TY-41 (multipart: comma-separated) */
            satellites?: "any" | ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
            /**
             * Format: date-time
             * @description ISO 8601; default now. At most 1 day in the past
             */
            start_time?: string;
            /**
             * Format: date-time
             * @description ISO 8601; default start + 7 days; at most 30 days after start
             */
            end_time?: string;
            /** @description The target, unless a `file` is sent (multipart) */
            target?: {
                lat: number;
                lon: number;
            } | {
                /** @constant */
                type: "Point";
                coordinates: number[];
            } | {
                /** @constant */
                type: "Polygon";
                coordinates: number[][][];
            } | {
                /** @constant */
                type: "MultiPolygon";
                coordinates: number[][][][];
            };
            /**
             * Format: binary
             * @description Multipart only: a kml, kmz or zipped-shapefile area (WGS-84 by the formats' definition)
             */
            file?: string;
            /**
             * @description Min look (off-nadir) angle, degrees (at least 13)
             * @default 13
             */
            lower_angle: number;
            /**
             * @description Max look angle, degrees (at most 40)
             * @default 40
             */
            upper_angle: number;
            /**
             * @default any
             * @enum {string}
             */
            left_right_mode: "any" | "left" | "right";
            /**
             * @default any
             * @enum {string}
             */
            orbit_mode: "any" | "ascending" | "descending";
            /**
             * @description Imaging mode: 1 Spotlight, 3 Stripmap, 6 TOPS, 4 ScanSAR narrow, 5 ScanSAR wide (footprint width)
             * @default 3
             */
            img_mode: number;
            /**
             * @description Soonest opportunities to return (default 5; at most 50)
             * @default 5
             */
            limit: number;
        };
        SarSampleInput: {
            id: number;
            title: string;
            country_code: string;
            country: string;
            satellite: string;
            img_mode: number;
            polarization: string;
            acquired_at: string;
            lon: number;
            lat: number;
            description: string;
            image_url: string;
            thumbnail_url: string;
            detail_url: string;
        };
        PartnerInput: {
            id: number;
            name: string;
            url: string;
            kind: string;
        };
        Task: {
            id: number;
            /** @description Task number */
            task: string;
            mission_id: number;
            order_no: string;
            target_name: string;
            /** @description The customer */
            username: string;
            sales: string | null;
            task_state: number;
            /** @description Priority (its code) */
            rank: number;
            anchoring_satellite: string;
            imaging_mode: number;
            /** @description Absolute orbit of the pass */
            anchoring_orbit: number;
            /** @enum {string} */
            anchoring_left_right: "left" | "right";
            anchoring_center_look_angle: number;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @description Imaging start (UTC) */
            imaging_time: string;
            /** @description Seconds */
            imaging_duration: number;
            planning_time: string;
            /** @description WGS-84, whatever the Satellite header */
            footprint: {
                type: string;
                coordinates: unknown[];
            } | null;
            /** @description The pass it was anchored on */
            missiondata: {
                incidence_angle: number;
                slant_range_km: number;
                coverage: string;
                tle_epoch: string;
            };
            demandid: string | null;
            /** @description In-orbit imaging result */
            zgcxcgpd: (0 | 1 | 2) | null;
            /** @description Satellite-ground transfer result */
            transfer: (0 | 1 | 2) | null;
            transfer_time: string | null;
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            task_delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            deliver_num: number;
            real_deliver_num: number | null;
            deliver_time: string | null;
            fail_reason: string;
            /** @description The archive scene its product became */
            scene_id: string | null;
            archive_order_id: number | null;
            received_at: string | null;
            synced_at: string | null;
            /** @description Its imaging time has passed without an imaging result */
            late: boolean;
            update_time: string;
            version: number;
        };
        TaskDetail: {
            id: number;
            /** @description Task number */
            task: string;
            mission_id: number;
            order_no: string;
            target_name: string;
            /** @description The customer */
            username: string;
            sales: string | null;
            task_state: number;
            /** @description Priority (its code) */
            rank: number;
            anchoring_satellite: string;
            imaging_mode: number;
            /** @description Absolute orbit of the pass */
            anchoring_orbit: number;
            /** @enum {string} */
            anchoring_left_right: "left" | "right";
            anchoring_center_look_angle: number;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @description Imaging start (UTC) */
            imaging_time: string;
            /** @description Seconds */
            imaging_duration: number;
            planning_time: string;
            /** @description WGS-84, whatever the Satellite header */
            footprint: {
                type: string;
                coordinates: unknown[];
            } | null;
            /** @description The pass it was anchored on */
            missiondata: {
                incidence_angle: number;
                slant_range_km: number;
                coverage: string;
                tle_epoch: string;
            };
            demandid: string | null;
            /** @description In-orbit imaging result */
            zgcxcgpd: (0 | 1 | 2) | null;
            /** @description Satellite-ground transfer result */
            transfer: (0 | 1 | 2) | null;
            transfer_time: string | null;
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            task_delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            deliver_num: number;
            real_deliver_num: number | null;
            deliver_time: string | null;
            fail_reason: string;
            /** @description The archive scene its product became */
            scene_id: string | null;
            archive_order_id: number | null;
            received_at: string | null;
            synced_at: string | null;
            /** @description Its imaging time has passed without an imaging result */
            late: boolean;
            update_time: string;
            version: number;
            history: {
                from_state: number | null;
                to_state: number;
                by: string | null;
                note: string;
                at: string;
            }[];
        };
        PlanningOpportunity: {
            /** @description satellite_id@imaging_start: what a planning request names */
            key: string;
            satellite_id: string;
            imaging_start: string;
            imaging_end: string;
            imaging_duration: number;
            look_angle: number;
            incidence_angle: number;
            /** @enum {string} */
            look_side: "left" | "right";
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            absolute_orbit: number;
            coverage: string;
            /** @description WGS-84, whatever the Satellite header */
            footprint: {
                type: string;
                coordinates: unknown[];
            };
            /** @description WGS-84 */
            track?: {
                type: string;
                coordinates: unknown[];
            };
            conflicts: {
                task_id: number;
                task: string;
                /** @description The planned task's footprint (WGS-84), drawn on the planning globe */
                footprint?: {
                    /** @enum {string} */
                    type: "Polygon" | "MultiPolygon";
                    coordinates: unknown[];
                } | null;
                /**
                 * @description time: too close in time; look_angle: same pass, other side or angle; budget: past the orbit's imaging seconds
                 * @enum {string}
                 */
                kind: "time" | "look_angle" | "budget";
            }[];
            /** @description A task of this order is already anchored on it */
            planned: boolean;
        };
        OperationsOverview: {
            generated_at: string;
            missions_by_state: {
                state: number;
                count: number;
            }[];
            missions_by_step: {
                step: number;
                grey: number;
                green: number;
                red: number;
                yellow: number;
            }[];
            tasks_by_column: {
                column: string;
                count: number;
            }[];
            /** @description Tasks per satellite per day this week (Monday to Sunday) in the reader's zone: Beijing time in Chinese, UTC in English */
            week: {
                satellite: string;
                day: string;
                count: number;
            }[];
            /** @description Today's tasks by imaging time, today in the reader's zone */
            today: components["schemas"]["Task"][];
            late: components["schemas"]["Task"][];
            /** @description Failed in the last 30 days */
            failed: components["schemas"]["Task"][];
            pending_review: number;
            suspended: number;
            archive_orders: {
                status: string;
                count: number;
                money_fen: number;
            }[];
            /** @description Delivery deadlines met and missed per week (Monday, in the reader's zone) over the last 8 weeks: a late delivery, or none by the deadline, is missed */
            deadlines: {
                week: string;
                met: number;
                missed: number;
            }[];
        };
        RequirementNotice: {
            id: number;
            mission_id: number;
            order_no: string;
            target_name: string;
            /** @enum {string} */
            kind: "new" | "changed" | "suspended" | "resumed" | "cancelled";
            /** @description For a changed requirement: what changed */
            changes: {
                field: string;
                before: unknown;
                after: unknown;
            }[];
            note: string;
            by: string | null;
            created_at: string;
            acknowledged_by: string | null;
            acknowledged_at: string | null;
        };
        Mission: {
            id: number;
            order_no: string;
            username: string;
            user_id: number;
            target_name: string;
            Latitude: number | null;
            Longitude: number | null;
            target: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: unknown[];
            } | null;
            map_file_name: string | null;
            elevation: number;
            img_mode: number;
            shooting_market: number;
            orbit_mode: string;
            left_right_mode: string;
            upper_angle: number;
            lower_angle: number;
            product_type: string;
            effective_time: number;
            priority: number;
            p_number: number;
            unit_demand: string;
            requestor: string;
            end_user: string;
            demand_contact: string;
            deliverymethod: string;
            task_nature: string;
            img_usage: string;
            id_date_1: string;
            id_date_2: string;
            compress_config: number;
            calibration_config: number;
            anchoring_satellite: string;
            comments: string;
            planning_tag: string | null;
            /** @description File name of the application form */
            application_form: string | null;
            order_state: number;
            /** @description The coarse state that order_state reports */
            mission_state: number;
            /** @description From its tasks' imaging results; null before any task */
            image_status: ("pending" | "success" | "failed" | "cancelled") | null;
            /** @description From its tasks' quality checks; null until checked */
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            /** @description From its tasks' deliveries; null until delivered or a shipping failed */
            delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            editable: boolean;
            cost_fen: number;
            /** @description Its first collect (ISO 8601): the earliest planned task, else the first free pass when it was quoted */
            first_collect_at: string | null;
            /** @description pending before imaging; on_time, at_risk or missed while undelivered; met or late once delivered */
            delivery_deadline: {
                /** @description Imaging time + the hours of its timeliness class; null before imaging */
                due_at: string | null;
                /** @enum {string} */
                state: "pending" | "on_time" | "at_risk" | "missed" | "met" | "late";
            };
            /** @description The series of repeat collects it is a collect of; null for one order */
            series_id: number | null;
            /** @description Which collect of its series (0 the first) */
            series_index: number | null;
            /** @description An organisation's order waiting for a manager (docs/organisations.md): money held, not yet reviewed */
            awaiting_approval: boolean;
            /** @description The cancellation terms (docs/tasking-offer.md) as they stand now */
            cancellation: {
                /** @description The customer may cancel it now */
                allowed: boolean;
                /** @description What cancelling now costs (0: free) */
                fee_fen: number;
                free_until: string | null;
                refused_from: string | null;
            };
            create_time: string;
            steps: {
                /** @enum {string} */
                key: "order_planning" | "task_planning" | "imaging" | "quality_check" | "delivery";
                /** @enum {string} */
                color: "grey" | "green" | "red" | "yellow";
                /** @description When the step's own event happened (in-orbit imaging: when it was imaged); null while grey or when none is recorded */
                reached_at: string | null;
            }[];
            classified: string | null;
            mgcType: number | null;
            task_mode: number | null;
            interfere: number | null;
            contract: string | null;
            /** @description The staff member in charge */
            admin: string | null;
            demandid: string | null;
            status_description: string | null;
            /** @description The customer's sales person */
            sales: string | null;
            suspended: boolean;
            /** @description Last sent to the control system */
            synced_at: string | null;
            task_count: number;
            /** @description Staff changes name the version they were made on */
            version: number;
        };
        MissionDetail: {
            id: number;
            order_no: string;
            username: string;
            user_id: number;
            target_name: string;
            Latitude: number | null;
            Longitude: number | null;
            target: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: unknown[];
            } | null;
            map_file_name: string | null;
            elevation: number;
            img_mode: number;
            shooting_market: number;
            orbit_mode: string;
            left_right_mode: string;
            upper_angle: number;
            lower_angle: number;
            product_type: string;
            effective_time: number;
            priority: number;
            p_number: number;
            unit_demand: string;
            requestor: string;
            end_user: string;
            demand_contact: string;
            deliverymethod: string;
            task_nature: string;
            img_usage: string;
            id_date_1: string;
            id_date_2: string;
            compress_config: number;
            calibration_config: number;
            anchoring_satellite: string;
            comments: string;
            planning_tag: string | null;
            /** @description File name of the application form */
            application_form: string | null;
            order_state: number;
            /** @description The coarse state that order_state reports */
            mission_state: number;
            /** @description From its tasks' imaging results; null before any task */
            image_status: ("pending" | "success" | "failed" | "cancelled") | null;
            /** @description From its tasks' quality checks; null until checked */
            product_status: ("qualified" | "doubtful" | "unqualified") | null;
            /** @description From its tasks' deliveries; null until delivered or a shipping failed */
            delivery_status: ("shipped" | "shipping_abnormal" | "no_shipping_needed") | null;
            editable: boolean;
            cost_fen: number;
            /** @description Its first collect (ISO 8601): the earliest planned task, else the first free pass when it was quoted */
            first_collect_at: string | null;
            /** @description pending before imaging; on_time, at_risk or missed while undelivered; met or late once delivered */
            delivery_deadline: {
                /** @description Imaging time + the hours of its timeliness class; null before imaging */
                due_at: string | null;
                /** @enum {string} */
                state: "pending" | "on_time" | "at_risk" | "missed" | "met" | "late";
            };
            /** @description The series of repeat collects it is a collect of; null for one order */
            series_id: number | null;
            /** @description Which collect of its series (0 the first) */
            series_index: number | null;
            /** @description An organisation's order waiting for a manager (docs/organisations.md): money held, not yet reviewed */
            awaiting_approval: boolean;
            /** @description The cancellation terms (docs/tasking-offer.md) as they stand now */
            cancellation: {
                /** @description The customer may cancel it now */
                allowed: boolean;
                /** @description What cancelling now costs (0: free) */
                fee_fen: number;
                free_until: string | null;
                refused_from: string | null;
            };
            create_time: string;
            steps: {
                /** @enum {string} */
                key: "order_planning" | "task_planning" | "imaging" | "quality_check" | "delivery";
                /** @enum {string} */
                color: "grey" | "green" | "red" | "yellow";
                /** @description When the step's own event happened (in-orbit imaging: when it was imaged); null while grey or when none is recorded */
                reached_at: string | null;
            }[];
            classified: string | null;
            mgcType: number | null;
            task_mode: number | null;
            interfere: number | null;
            contract: string | null;
            /** @description The staff member in charge */
            admin: string | null;
            demandid: string | null;
            status_description: string | null;
            /** @description The customer's sales person */
            sales: string | null;
            suspended: boolean;
            /** @description Last sent to the control system */
            synced_at: string | null;
            task_count: number;
            /** @description Staff changes name the version they were made on */
            version: number;
            history: {
                from_state: number | null;
                to_state: number;
                by: string | null;
                note: string;
                at: string;
            }[];
            /** @description When its tasks are planned to image (the start of each pass they are anchored on), earliest first; empty before task planning */
            planned_imaging: {
                imaging_time: string;
                satellite: string;
            }[];
            /** @description Delivered products, downloadable through their archive order */
            products: {
                task_id: number;
                scene_id: string;
                archive_order_id: number;
                delivered_at: string;
            }[];
            /** @description Comments of staff and sales; empty for the customer */
            staff_comments: {
                id: number;
                by: string | null;
                role: string | null;
                text: string;
                at: string;
            }[];
        };
        Notification: {
            id: number;
            create_time: string;
            /** @description What happened, in the caller’s language */
            type_status_text: string;
            /** @description The tasking order it concerns */
            tasknumber_text: string;
            /** @description 1 information, 2 attention (a failure or cancellation) */
            rank: number;
            /** @description null: an alert about the account or a feedback */
            mission_id: number | null;
            /**
             * @description export: a finished export, its link in type_status_text; webhook: an endpoint disabled; subscription: new scenes matched a saved search; approval: an organisation order awaits, or had, a decision
             * @enum {string}
             */
            kind: "mission" | "review" | "feedback" | "export" | "webhook" | "subscription" | "approval";
            /** @description What people wrote or named (a reason, an address, a saved search's name), as written: the end of type_status_text; null when none */
            detail: string | null;
            subject_id: number | null;
            username: string;
            read: boolean;
        };
        TaskingSeries: {
            id: number;
            series_no: string;
            user_id: number;
            username: string;
            target_name: string;
            img_mode: number;
            repeat: {
                /** @enum {string} */
                cadence: "daily" | "weekly" | "biweekly" | "monthly" | "every_n_days";
                every_days: number | null;
                count: number | null;
                until: string | null;
                same_geometry: boolean;
            };
            /** @description The geometry every collect keeps (same geometry); null otherwise */
            geometry: {
                satellite_id: string;
                orbit_direction: string;
                look_side: string;
                look_angle: number;
            } | null;
            /** @description The price of one collect when the series was quoted */
            collect_fen: number;
            /** @enum {string} */
            state: "active" | "finished" | "cancelled";
            /** @description What its collects cost, less refunds and with fees */
            spent_fen: number;
            /** @description The window start of the next collect not yet imaged */
            next_collect: string | null;
            created_at: string;
            collects: {
                /** @description 0 for the first collect */
                index: number;
                window_start: string;
                window_end: string;
                /** @description Its tasking order once created; null while beyond the horizon */
                mission_id: number | null;
                order_no: string | null;
                order_state: number | null;
                cost_fen: number | null;
                first_collect_at: string | null;
            }[];
        };
        BillItem: {
            id: number;
            user_id: number;
            username: string;
            /** @description Signed amount in fen */
            amount: number;
            /** @description The balance after this row, in fen */
            balance_after: number;
            /** @enum {string} */
            scene: "tasking_spend" | "tasking_refund" | "tasking_cancel_fee" | "tasking_fee_waiver" | "archive_spend" | "archive_refund" | "quota_topup" | "quota_reduction" | "approval_hold" | "approval_release" | "org_transfer" | "other";
            /** @description Why: the order, or the reason staff gave */
            note: string;
            /** @description true: the note is a person's words, as typed; false: the portal's, in the reader's language */
            note_typed: boolean;
            reference: string | null;
            /** @description Who made the change (null: the system or a deleted account) */
            created_by_name: string | null;
            created_at: string;
        };
        RegisterRequest: {
            username: string;
            password: string;
            confirm_password: string;
            /** @default  */
            name: string;
            /** @default  */
            recommender: string;
            mobile: string;
            email: string;
            /** @default  */
            organization: string;
            /**
             * @description The agreement checkbox (must be true)
             * @constant
             */
            agreement: true;
        };
        UserInfo: {
            id: number;
            type: ("admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer") | string;
            username: string;
            name: string;
            mobile: string;
            email: string;
            organization: string;
            /** @description Balance (quota) in fen */
            balance: number;
            /** @enum {string} */
            coordinate_system: "GCJ02" | "WGS84";
            /** @enum {string} */
            real_person_status?: "none" | "pending" | "approved" | "rejected";
            /** @description The reason when the latest verification was rejected */
            real_person_comment?: string;
            /** @description A change of name or organization under review */
            pending_change?: {
                name?: string;
                organization?: string;
            } | null;
            last_change?: {
                changes: {
                    name?: string;
                    organization?: string;
                };
                /** @enum {string} */
                status: "approved" | "rejected";
                comment: string;
            } | null;
            /** @description The organisation the account belongs to and its role there (docs/organisations.md); its balance is then the organisation's */
            org?: {
                id: number;
                name: string;
                /** @enum {string} */
                role: "viewer" | "buyer" | "tasker" | "manager";
            } | null;
        };
        LoginResult: {
            token: string;
            user_id: number;
            /** @enum {string} */
            coordinate_system: "GCJ02" | "WGS84";
            user: components["schemas"]["UserInfo"];
        };
        RealPersonRequest: {
            id: number;
            /**
             * @description A real-name verification or a change of name/organization
             * @enum {string}
             */
            kind: "verification" | "change";
            user_id: number;
            username: string;
            name: string;
            organization: string;
            mobile: string;
            email: string;
            real_name: string | null;
            id_number: string | null;
            document_name: string | null;
            document_type: string | null;
            changes: {
                name?: string;
                organization?: string;
            } | null;
            previous: {
                name?: string;
                organization?: string;
            } | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            comment: string;
            reviewer: string | null;
            created_at: string;
            reviewed_at: string | null;
        };
        AdminUser: {
            id: number;
            type: ("admin" | "control" | "external_tech" | "data_application" | "sales" | "presales" | "customer") | string;
            username: string;
            name: string;
            mobile: string;
            email: string;
            organization: string;
            /** @description Balance (quota) in fen */
            balance: number;
            /** @enum {string} */
            coordinate_system: "GCJ02" | "WGS84";
            /** @enum {string} */
            real_person_status?: "none" | "pending" | "approved" | "rejected";
            /** @description The reason when the latest verification was rejected */
            real_person_comment?: string;
            /** @description A change of name or organization under review */
            pending_change?: {
                name?: string;
                organization?: string;
            } | null;
            last_change?: {
                changes: {
                    name?: string;
                    organization?: string;
                };
                /** @enum {string} */
                status: "approved" | "rejected";
                comment: string;
            } | null;
            /** @description The organisation the account belongs to and its role there (docs/organisations.md); its balance is then the organisation's */
            org?: {
                id: number;
                name: string;
                /** @enum {string} */
                role: "viewer" | "buyer" | "tasker" | "manager";
            } | null;
            recommender: string;
            sales_id: number | null;
            /** @description The sales person looking after the account */
            sales_username: string | null;
            is_active: boolean;
            /** @description ISO 8601 UTC */
            created_at: string;
        };
        Organisation: {
            id: number;
            name: string;
            contact: string;
            invoicing: string;
            approval_threshold_fen: number | null;
            require_2fa: boolean;
            /** @description What members may spend */
            balance_fen: number;
            /** @description Held for orders awaiting approval */
            held_fen: number;
            members: number;
            /** @enum {string} */
            my_role: "viewer" | "buyer" | "tasker" | "manager";
            created_at: string;
        };
        OrgMember: {
            /** @description The member's user id */
            id: number;
            username: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "viewer" | "buyer" | "tasker" | "manager";
            enabled: boolean;
            /** @description null: no limit */
            monthly_limit_fen: number | null;
            /** @description Spent and held this calendar month (UTC) */
            spent_this_month_fen: number;
            joined_at: string;
        };
        OrgInvitation: {
            id: number;
            email: string;
            /** @enum {string} */
            role: "viewer" | "buyer" | "tasker" | "manager";
            /** @enum {string} */
            state: "pending" | "accepted" | "expired";
            expires_at: string;
            invited_by: string | null;
            created_at: string;
        };
        OrgBudget: {
            id: number;
            /** @description The project code */
            code: string;
            name: string;
            active: boolean;
            /** @description null: no cap */
            cap_fen: number | null;
            spent_fen: number;
            /** @description Held for orders awaiting approval */
            held_fen: number;
            /** @description cap - spent - held; null without a cap */
            left_fen: number | null;
            created_at: string;
        };
        OrgApproval: {
            id: number;
            /** @enum {string} */
            kind: "archive" | "tasking";
            order_id: number;
            order_no: string;
            requester: {
                id: number;
                username: string;
            };
            amount_fen: number;
            budget: {
                id: number;
                code: string;
            } | null;
            /** @enum {string} */
            reason: "threshold" | "monthly_limit";
            /** @enum {string} */
            state: "pending" | "approved" | "rejected" | "expired";
            note: string;
            decided_by: string | null;
            created_at: string;
            expires_at: string;
            decided_at: string | null;
        };
        OrgSpending: {
            budget: {
                id: number;
                code: string;
                left_fen: number | null;
            } | null;
            /** @description The member's monthly limit left; null: no limit */
            limit_left_fen: number | null;
            needs_approval: boolean;
            reason: ("threshold" | "monthly_limit") | null;
        };
        OrgBillGroup: {
            /** @description The username, or the budget code ("" for none) */
            key: string;
            spent_fen: number;
            refunded_fen: number;
            held_fen: number;
            /** @description spent - refunded */
            net_fen: number;
            orders: number;
        };
        AdminOrg: {
            id: number;
            name: string;
            contact: string;
            balance_fen: number;
            held_fen: number;
            members: number;
            managers: string[];
            sales: string | null;
            created_at: string;
        };
        AdminOrgDetail: {
            org: {
                id: number;
                name: string;
                contact: string;
                balance_fen: number;
                held_fen: number;
                members: number;
                managers: string[];
                sales: string | null;
                created_at: string;
                invoicing: string;
                approval_threshold_fen: number | null;
            };
            members: components["schemas"]["OrgMember"][];
            budgets: components["schemas"]["OrgBudget"][];
            orders: {
                /** @enum {string} */
                kind: "archive" | "tasking";
                id: number;
                no: string;
                username: string;
                amount_fen: number;
                created_at: string;
            }[];
            bill: components["schemas"]["OrgBillGroup"][];
        };
        WebhookEndpoint: {
            id: number;
            url: string;
            events: string[];
            description: string;
            enabled: boolean;
            /** @description The organisation's endpoint (managers manage it) */
            organisation?: boolean;
            /** @description Why it was disabled: paused by its owner, or failing for a day */
            disabled_reason: string | null;
            /** @description The first failed attempt since the last success */
            failing_since: string | null;
            created_at: string;
            updated_at: string;
        };
        CreatedWebhookEndpoint: {
            id: number;
            url: string;
            events: string[];
            description: string;
            enabled: boolean;
            /** @description The organisation's endpoint (managers manage it) */
            organisation?: boolean;
            /** @description Why it was disabled: paused by its owner, or failing for a day */
            disabled_reason: string | null;
            /** @description The first failed attempt since the last success */
            failing_since: string | null;
            created_at: string;
            updated_at: string;
            /** @description whsec_…: verifies the signatures; shown in this answer only */
            secret: string;
        };
        WebhookDelivery: {
            id: number;
            /** @description The webhook-id header: the same on every attempt of this delivery */
            message_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            /** @description The endpoint's HTTP status at the last attempt */
            response_code: number | null;
            /** @description Why the last attempt failed, when no HTTP status came back */
            last_error: string | null;
            last_attempt_at: string | null;
            /** @description When the next attempt is due (pending deliveries) */
            next_attempt_at: string | null;
            created_at: string;
            /** @description The JSON body delivered: {type, timestamp, data} */
            body: string;
        };
        Satellite: {
            /** @enum {string} */
            id: "TY-38" | "TY-39" | "TY-40" | "TY-41";
            /** @description Localized name */
            name: string;
            name_en: string;
            name_zh: string;
            band: string;
            polarisation: string;
            img_modes: {
                code: number;
                key: string;
                name: string;
                swath_width_km: number;
            }[];
            /** @description Look-angle band accepted by simulations */
            look_angle: {
                min: number;
                max: number;
            };
            /** @description Operator hint */
            look_angle_hint: {
                min: number;
                max: number;
            };
            /** @description The TLE in use (null: none yet) */
            tle: {
                satnum: string;
                name: string;
                /** @description TLE epoch, ISO 8601 UTC */
                epoch: string;
                age_days: number;
                /** @description Epoch older than 7 days */
                stale: boolean;
                /** @description Generated by the seed (sun-synchronous elements), not a real TLE */
                synthetic: boolean;
                uploaded_at: string;
                line1: string;
                line2: string;
            } | null;
        };
        ApiKey: {
            id: number;
            name: string;
            /** @description The first characters of the key, to recognise it */
            prefix: string;
            scopes: ("catalog:read" | "orders:write" | "tasking:write" | "subscriptions:write" | "org:read" | "ingest")[];
            created_at: string;
            expires_at: string | null;
            last_used_at: string | null;
            /** @description The address of the last request made with the key */
            last_used_ip: string | null;
        };
        CreatedApiKey: {
            id: number;
            name: string;
            /** @description The first characters of the key, to recognise it */
            prefix: string;
            scopes: ("catalog:read" | "orders:write" | "tasking:write" | "subscriptions:write" | "org:read" | "ingest")[];
            created_at: string;
            expires_at: string | null;
            last_used_at: string | null;
            /** @description The address of the last request made with the key */
            last_used_ip: string | null;
            /** @description The key: shown this once, store it now. Send it as Authorization: Bearer <key>, at most 600 requests a minute (beyond: 429 with Retry-After) */
            key: string;
        };
        AuditEntry: {
            id: number;
            actor_id: number | null;
            actor_username: string;
            action: string;
            /** @enum {string} */
            subject_type: "user" | "review" | "permission" | "feedback" | "content" | "scene" | "mission" | "price" | "organisation";
            subject_id: number;
            before: unknown;
            after: unknown;
            created_at: string;
        };
        ErrorEnvelope: {
            /** @description The HTTP status (400, 403, 404, 409, 413, 422, 429, 500, 503) */
            code: number;
            msg: string;
            errors?: {
                field: string;
                message: string;
            }[];
            /** @description What a refusal answers besides (a changed quote: the new quote) */
            data?: unknown[];
            request_id?: string;
        };
        SessionEnvelope: {
            /** @constant */
            code: 201;
            msg: string;
        };
        SceneSummary: {
            id: string;
            satellite: string;
            acquired_at: string;
            acquired_end: string;
            img_mode: number;
            product_type: string;
            polarization: string;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @enum {string} */
            look_side: "left" | "right";
            look_angle: number;
            incidence_angle: number;
            /** @description metres (coarser of range and azimuth) */
            resolution: number;
            /** @enum {string} */
            classification: "public" | "sensitive" | "restricted";
            absolute_orbit: number;
            footprint?: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: [
                    number,
                    number
                ][][][];
            };
            /** @description Signed link, valid at least 1 h */
            quicklook_url: string;
        };
        SceneDetail: {
            id: string;
            satellite: string;
            acquired_at: string;
            acquired_end: string;
            img_mode: number;
            product_type: string;
            polarization: string;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @enum {string} */
            look_side: "left" | "right";
            look_angle: number;
            incidence_angle: number;
            /** @description metres (coarser of range and azimuth) */
            resolution: number;
            /** @enum {string} */
            classification: "public" | "sensitive" | "restricted";
            absolute_orbit: number;
            footprint?: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: [
                    number,
                    number
                ][][][];
            };
            /** @description Signed link, valid at least 1 h */
            quicklook_url: string;
            incidence_near: number;
            incidence_far: number;
            resolution_range: number;
            resolution_azimuth: number;
            /** @description [west, south, east, north] (WGS-84 extent of the split footprint) */
            bbox: number[];
            /** @description [lng, lat] in the request system */
            centre: [
                number,
                number
            ];
        };
        CartItem: {
            id: string;
            satellite: string;
            acquired_at: string;
            acquired_end: string;
            img_mode: number;
            product_type: string;
            polarization: string;
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            /** @enum {string} */
            look_side: "left" | "right";
            look_angle: number;
            incidence_angle: number;
            /** @description metres (coarser of range and azimuth) */
            resolution: number;
            /** @enum {string} */
            classification: "public" | "sensitive" | "restricted";
            absolute_orbit: number;
            footprint?: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: [
                    number,
                    number
                ][][][];
            };
            /** @description Signed link, valid at least 1 h */
            quicklook_url: string;
            added_at: string;
        };
        SceneStack: {
            reference: string;
            /** @description What the stack's scenes share with the reference */
            geometry: {
                satellite: string;
                /** @enum {string} */
                orbit_direction: "ascending" | "descending";
                /** @enum {string} */
                look_side: "left" | "right";
                incidence_angle: number;
                incidence_tolerance_deg: number;
                min_overlap: number;
            };
            scenes: {
                id: string;
                satellite: string;
                /** @description ISO 8601, UTC */
                acquired_at: string;
                img_mode: number;
                polarization: string;
                /** @enum {string} */
                orbit_direction: "ascending" | "descending";
                /** @enum {string} */
                look_side: "left" | "right";
                incidence_angle: number;
                absolute_orbit: number;
                /** @description Overlap with the reference's footprint, 0 to 1 (of the smaller footprint) */
                overlap: number;
                /** @description Whether the caller reads this scene at full resolution */
                full_resolution: boolean;
            }[];
        };
        Timeseries: {
            entries: {
                scene: string;
                /** @description ISO 8601, UTC */
                acquired_at: string;
                /** @description 10·log10 of the mean linear σ⁰ of the pixels read; null where none has data */
                mean_db: number | null;
                /** @description The median σ⁰ of the pixels read, dB; null where none has data */
                median_db: number | null;
                /** @description Pixels read that have data */
                count: number;
                /** @description Whether the caller reads this scene at full resolution */
                full_resolution: boolean;
            }[];
        };
        SceneChange: {
            before: string;
            after: string;
            threshold_db: number;
            /** @description Ground spacing of the grid the two were compared on, m */
            pixel_m: number;
            /** @description Area both scenes cover, km² */
            compared_km2: number;
            /** @description Area brighter by more than the threshold, km² */
            increase_km2: number;
            /** @description Area darker by more than the threshold, km² */
            decrease_km2: number;
            /** @description Area brighter or darker by more than the threshold, km² */
            changed_km2: number;
            /** @description Whether both scenes were compared at full resolution */
            full_resolution: boolean;
        };
        StaffJob: {
            id: string;
            /** @description The kind of work: mail (e-mail and SMS delivery), export (large exports), … */
            queue: string;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            /** @description Attempts made so far (the first run and its retries) */
            attempts: number;
            retry_limit: number;
            /** @description The last attempt's error */
            error: string | null;
            created_at: string;
            started_at: string | null;
            finished_at: string | null;
        };
        ExportJob: {
            id: string;
            /** @constant */
            kind: "export";
            /**
             * @description created (waiting), active (running), retry (an attempt failed, another follows), completed, failed (retries spent), cancelled
             * @enum {string}
             */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            /** @description Rows written so far */
            done: number;
            /** @description Rows the export holds: the count of the search when it started (estimated above 10000), exact once completed */
            total: number;
            /** @description The file name, without its extension */
            file_name: string;
            /** @description Where the finished file is downloaded (null until completed) */
            file_url: string | null;
            created_at: string;
            finished_at: string | null;
        };
        CatalogSubscription: {
            id: number;
            name: string;
            /** @description The saved search body */
            search: {
                [key: string]: unknown;
            };
            /**
             * @description The coordinate system of the search's coordinates (the Satellite header it was saved with)
             * @enum {string}
             */
            crs: "GCJ02" | "WGS84";
            channels: ("alert" | "email" | "webhook")[];
            paused: boolean;
            /** @description Scenes it has matched so far */
            matched_count: number;
            last_matched_at: string | null;
            created_at: string;
            updated_at: string;
        };
        Feedback: {
            id: number;
            user_id: number;
            username: string;
            /** @enum {string} */
            module: "image_query" | "tasking" | "order_center" | "account" | "download" | "public_site" | "api" | "other";
            /** @enum {string} */
            type: "bug" | "suggestion" | "question" | "data" | "complaint" | "other";
            contact: string;
            description: string;
            page: string;
            attachment: {
                name: string;
                size: number;
                type: string;
            } | null;
            /** @enum {string} */
            state: "pending" | "processing" | "replied" | "closed";
            reply: string;
            replied_by: string | null;
            replied_at: string | null;
            created_at: string;
            updated_at: string;
        };
        FeedbackFilter: {
            module?: ("image_query" | "tasking" | "order_center" | "account" | "download" | "public_site" | "api" | "other")[];
            type?: ("bug" | "suggestion" | "question" | "data" | "complaint" | "other")[];
            state?: ("pending" | "processing" | "replied" | "closed")[];
            from?: string;
            to?: string;
            user_id?: number;
            keyword?: string;
        };
        SavedFeedbackFilter: {
            id: number;
            name: string;
            fields: components["schemas"]["FeedbackFilter"];
            created_at: string;
            updated_at: string;
        };
        FeedbackFilterOptions: {
            modules: {
                value: string;
                zh: string;
                en: string;
            }[];
            types: {
                value: string;
                zh: string;
                en: string;
            }[];
            states: {
                value: string;
                zh: string;
                en: string;
            }[];
            /** @description When the first and the last feedback were sent (null: none yet) */
            date_range: {
                from: string;
                to: string;
            } | null;
        };
        FeedbackSender: {
            user_id: number;
            username: string;
            name: string;
            organization: string;
            count: number;
            last_at: string;
        };
        FeedbackSenderContact: {
            user_id: number;
            username: string;
            name: string;
            mobile: string;
            email: string;
            organization: string;
            count: number;
        };
        AnalysisFeatures: {
            /** @constant */
            type: "FeatureCollection";
            features: {
                /** @constant */
                type: "Feature";
                id: number;
                geometry: {
                    /** @enum {string} */
                    type: "Point" | "Polygon";
                    coordinates: unknown[];
                };
                properties: {
                    [key: string]: string | number;
                };
            }[];
            summary: {
                /**
                 * @description water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR
                 * @enum {string}
                 */
                algorithm: "water" | "oil" | "vessel";
                count: number;
                parameters: {
                    [key: string]: number;
                };
                pixel_size_m: number[];
                width: number;
                height: number;
                provenance: string;
                threshold?: number;
                water_area_km2?: number;
            };
        };
        EffectContent: {
            id: number;
            /** @enum {string} */
            service: "introduce" | "waterExtraction" | "oilSpill" | "vesselDetection" | "videoRadar";
            title_zh: string;
            title_en: string;
            summary_zh: string;
            summary_en: string;
            /** @description Paragraphs separated by a blank line */
            body_zh: string;
            body_en: string;
            figures: {
                label_zh: string;
                label_en: string;
                value: string;
            }[];
            /** @description Public samples (web/sar_image/{id}/) of the demonstration */
            sample_ids: number[];
            provenance_zh: string;
            provenance_en: string;
            updated_at: string;
        };
        TaskingQuote: {
            /** @description Names the priced fields and the price table: send it with the order */
            quote_id: string;
            lines: {
                /** @enum {string} */
                item: "mode" | "size" | "priority" | "timeliness" | "product";
                /** @description img_mode, shots, priority band, effective_time or product type */
                code: string;
                /** @description fen per shot (mode), shots (size), or a factor in per mille */
                value: number;
                /** @description What the line adds; the lines add up to the price of one collect */
                amount_fen: number;
            }[];
            /** @description The price of one collect */
            collect_fen: number;
            collects: number;
            total_fen: number;
            balance_fen: number;
            /** @description Negative when the balance does not cover the total */
            balance_after_fen: number;
            /** @description The first pass not taken (ISO 8601); null when none is */
            first_collect: string | null;
            terms: {
                /** @description Cancelled free until then (ISO 8601); null: free until refused */
                free_until: string | null;
                /** @description Not cancellable from then on (ISO 8601); null: no collect in view */
                refused_from: string | null;
                /** @description The fee between the two */
                fee_fen: number;
                fee_permille: number;
            };
            opportunities: {
                satellite_id: string;
                imaging_start: string;
                imaging_end: string;
                /** @enum {string} */
                look_side: "left" | "right";
                /** @enum {string} */
                orbit_direction: "ascending" | "descending";
                look_angle: number;
                incidence_angle: number;
                /**
                 * @description free; competing: only lower-priority tasks not yet dispatched in the way; taken
                 * @enum {string}
                 */
                availability: "free" | "competing" | "taken";
                conflicts: {
                    /**
                     * @description time: slew and settle; look_angle: one pass, other side or angle; budget: the orbit's imaging seconds
                     * @enum {string}
                     */
                    kind: "time" | "look_angle" | "budget";
                    /**
                     * @description The planned task's priority against this order's
                     * @enum {string}
                     */
                    priority: "higher" | "equal" | "lower";
                    /** @description The caller's own order in the way; null: another customer's (booked) */
                    order_no: string | null;
                }[];
            }[];
            /** @description A repeat: its collects (each charged when created, within the horizon); null for one order */
            series: {
                /** @description Each collect's window */
                windows: {
                    start: string;
                    end: string;
                }[];
                /** @description Same geometry: what every collect keeps (the first free pass); null otherwise or without one */
                geometry: {
                    satellite_id: string;
                    orbit_direction: string;
                    look_side: string;
                    look_angle: number;
                } | null;
            } | null;
            /** @description An organisation member's budget, monthly limit left and whether the order would wait for approval */
            org?: components["schemas"]["OrgSpending"] | null;
            /** @description When every pass is taken: what would find one */
            suggestion: {
                /** @description A priority that would find a pass (the form's values) */
                priority: number | null;
                /** @description The first free pass after the window (ISO 8601) */
                window_from: string | null;
            } | null;
        };
        AreaFile: {
            /** @enum {string} */
            format: "kml" | "kmz" | "shp";
            name: string | null;
            /** @description GeoJSON geometry in the Satellite header coordinate system */
            geometry: {
                /** @enum {string} */
                type: "Point" | "Polygon" | "MultiPolygon";
                coordinates: unknown[];
            };
            polygon_count: number;
            vertex_count: number;
            original_vertex_count: number;
            simplified: boolean;
            area_km2: number;
            centroid: {
                lat: number;
                lon: number;
            };
        };
        ArchiveOrder: {
            id: number;
            order_no: string;
            user_id: number;
            username: string;
            created_at: string;
            money_fen: number;
            scene_ids: string[];
            /** @enum {string} */
            status: "awaiting_download" | "downloaded" | "cancelled";
            /** @description 109 awaiting download, 1092 downloaded */
            status_code: number | null;
            note: string;
            cancellable: boolean;
            /** @description An organisation's order waiting for a manager: its money is held, its products not yet served */
            awaiting_approval?: boolean;
            cancelled_at: string | null;
            cancel_reason: string | null;
            /** @description Staff and sales: staff's note on the order; null for a customer */
            staff_note: string | null;
            /** @description The tasking order this order delivers (its products, price 0; it cannot be cancelled); null for an order of the cart */
            delivery_of: {
                mission_id: number;
                order_no: string;
            } | null;
        };
        PicPermission: {
            id: number;
            user_id: number;
            username: string;
            classifications: ("sensitive" | "restricted")[];
            /** @description null: every satellite */
            satellites: string[] | null;
            /** @description null: anywhere */
            area: {
                /** @constant */
                type: "MultiPolygon";
                coordinates: unknown[];
            } | null;
            /** @description null: any scene; else exactly these image IDs */
            scene_ids: string[] | null;
            /** @description Scenes acquired at or after (null: no lower bound) */
            acquired_from: string | null;
            /** @description Scenes acquired at or before (null: no upper bound) */
            acquired_to: string | null;
            valid_from: string;
            valid_until: string | null;
            note: string;
            created_at: string;
            updated_at: string;
        };
        SimulationOpportunity: {
            /** @enum {string} */
            satellite_id: "TY-38" | "TY-39" | "TY-40" | "TY-41";
            img_mode: number;
            imaging_start: string;
            /** @description Zero-Doppler instant over the target point */
            imaging_centre: string;
            imaging_end: string;
            /** @description Off-nadir angle from the geodetic nadir, degrees */
            look_angle: number;
            incidence_angle: number;
            /** @enum {string} */
            look_side: "left" | "right";
            /** @enum {string} */
            orbit_direction: "ascending" | "descending";
            slant_range_km: number;
            /**
             * @description Area targets: does one scene cover the whole (largest) polygon?
             * @enum {string}
             */
            coverage: "full" | "partial" | "point";
            /** @description Predicted scene footprint (Polygon, or MultiPolygon across ±180°) */
            footprint: {
                /** @enum {string} */
                type: "Point" | "Polygon" | "MultiPolygon";
                coordinates: unknown[];
            };
            /** @description The sub-satellite track ±4 minutes around the imaging centre (longitudes unwrapped) */
            track: {
                /** @constant */
                type: "LineString";
                coordinates: number[][];
            } | null;
            /** @description Epoch of the TLE this prediction used */
            tle_epoch: string;
            /** @description true: the TLE is synthetic (seeded), not a real element set */
            tle_synthetic: boolean;
            /** @description How the pass stands against the tasks planned when it was read (a quote adds the order's priority) */
            schedule: {
                /** @description No planned task is in its way (the capacity rules of docs/tasking-offer.md) */
                free: boolean;
                /** @description The caller's own orders in its way; others' count only as booked */
                own_orders: string[];
            };
        };
        Simulation: {
            id: number;
            name: string;
            /** @description Stable reference of the simulation (a tasking order may carry it as planning_tag) */
            tag: string;
            created_at: string;
            updated_at: string;
            satellites: "any" | ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
            start_time: string;
            end_time: string;
            lower_angle: number;
            upper_angle: number;
            /** @enum {string} */
            left_right_mode: "any" | "left" | "right";
            /** @enum {string} */
            orbit_mode: "any" | "ascending" | "descending";
            img_mode: number;
            limit: number;
            /** @enum {string} */
            target_source: "point" | "polygon" | "file";
            file_name: string | null;
            /** @description GeoJSON geometry in the Satellite header coordinate system */
            target: {
                /** @enum {string} */
                type: "Point" | "Polygon" | "MultiPolygon";
                coordinates: unknown[];
            };
            /** @description The point that must be imaged (an area: centroid of its largest polygon) */
            target_point: {
                lat: number;
                lon: number;
            };
            area_km2: number | null;
            opportunity_count: number;
            first_opportunity: string | null;
            opportunities: components["schemas"]["SimulationOpportunity"][];
        };
        SimulationRequest: {
            /** @description Default: the name in the area file, else the tag */
            name?: string;
            /** @description 'any' (all satellites offering the imaging mode) or a list of TY-38, TY-39, TY-40, TY-41 (multipart: comma-separated) */
            satellites?: "any" | ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
            /**
             * Format: date-time
             * @description ISO 8601; default now. At most 1 day in the past
             */
            start_time?: string;
            /**
             * Format: date-time
             * @description ISO 8601; default start + 7 days; at most 30 days after start
             */
            end_time?: string;
            /** @description The target, unless a `file` is sent (multipart) */
            target?: {
                lat: number;
                lon: number;
            } | {
                /** @constant */
                type: "Point";
                coordinates: number[];
            } | {
                /** @constant */
                type: "Polygon";
                coordinates: number[][][];
            } | {
                /** @constant */
                type: "MultiPolygon";
                coordinates: number[][][][];
            };
            /**
             * Format: binary
             * @description Multipart only: a kml, kmz or zipped-shapefile area (WGS-84 by the formats' definition)
             */
            file?: string;
            /**
             * @description Min look (off-nadir) angle, degrees (at least 13)
             * @default 13
             */
            lower_angle: number;
            /**
             * @description Max look angle, degrees (at most 40)
             * @default 40
             */
            upper_angle: number;
            /**
             * @default any
             * @enum {string}
             */
            left_right_mode: "any" | "left" | "right";
            /**
             * @default any
             * @enum {string}
             */
            orbit_mode: "any" | "ascending" | "descending";
            /**
             * @description Imaging mode: 1 Spotlight, 3 Stripmap, 6 TOPS, 4 ScanSAR narrow, 5 ScanSAR wide (footprint width)
             * @default 3
             */
            img_mode: number;
            /**
             * @description Soonest opportunities to return (default 5; at most 50)
             * @default 5
             */
            limit: number;
        };
        SarSample: {
            id: number;
            title: string;
            country_code: string;
            country: string;
            satellite: string;
            img_mode: number;
            polarization: string;
            acquired_at: string;
            lon: number;
            lat: number;
            description: string;
            image_url: string;
            thumbnail_url: string;
            detail_url: string;
        };
        Partner: {
            id: number;
            name: string;
            url: string;
            kind: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    billList: {
        parameters: {
            query?: {
                /** @description Staff: one account */
                user_id?: number;
                /** @description Staff: part of the username */
                username?: string;
                scene?: "tasking_spend" | "tasking_refund" | "tasking_cancel_fee" | "tasking_fee_waiver" | "archive_spend" | "archive_refund" | "quota_topup" | "quota_reduction" | "approval_hold" | "approval_release" | "org_transfer" | "other";
                /** @description On or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description On or before (YYYY-MM-DD, UTC) */
                to?: string;
                sort?: "newest" | "oldest" | "amount_desc" | "amount_asc";
                page?: number;
                size?: number;
                cursor?: string;
                /** @description mine: the caller's own rows (default); all: staff and sales, the rows they look after */
                scope?: "mine" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["BillItem"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    billExport: {
        parameters: {
            query?: {
                /** @description Staff: one account */
                user_id?: number;
                /** @description Staff: part of the username */
                username?: string;
                scene?: "tasking_spend" | "tasking_refund" | "tasking_cancel_fee" | "tasking_fee_waiver" | "archive_spend" | "archive_refund" | "quota_topup" | "quota_reduction" | "approval_hold" | "approval_release" | "org_transfer" | "other";
                /** @description On or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description On or before (YYYY-MM-DD, UTC) */
                to?: string;
                sort?: "newest" | "oldest" | "amount_desc" | "amount_asc";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
        };
    };
    apiKeyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    apiKeyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for, e.g. "nightly sync" */
                    name: string;
                    /** @description What the key may do: catalog:read search the catalog and STAC (and read saved searches), orders:write archive orders, tasking:write tasking orders, subscriptions:write save, change and delete saved searches, org:read read the organisation as the member role allows, ingest add scenes (staff only) */
                    scopes: ("catalog:read" | "orders:write" | "tasking:write" | "subscriptions:write" | "org:read" | "ingest")[];
                    /** @description When the key stops working (ISO 8601, in the future); none: it works until revoked */
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CreatedApiKey"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    apiKeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: Record<string, never>[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Organisation"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    contact?: string;
                    invoicing?: string;
                    /** @description Orders above this wait for a manager (null: none do) */
                    approval_threshold_fen?: number | null;
                    /** @description Members must sign in with a second factor */
                    require_2fa?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Organisation"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @description Who to call about the account
                     * @default
                     */
                    contact?: string;
                    /**
                     * @description Invoice title, tax number and address
                     * @default
                     */
                    invoicing?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Organisation"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgMemberList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgMember"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgMemberUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "viewer" | "buyer" | "tasker" | "manager";
                    enabled?: boolean;
                    monthly_limit_fen?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgMember"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgMemberRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: Record<string, never>[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgInvitationList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgInvitation"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "viewer" | "buyer" | "tasker" | "manager";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgInvitation"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgInvitationPreview: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            org_name: string;
                            email: string;
                            /** @enum {string} */
                            role: "viewer" | "buyer" | "tasker" | "manager";
                            expires_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgInvitationAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    username?: string;
                    password?: string;
                    mobile?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Organisation"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgBudgetList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgBudget"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgBudgetCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default  */
                    name?: string;
                    /** @default null */
                    cap_fen?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgBudget"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgBudgetUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    active?: boolean;
                    cap_fen?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgBudget"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgApprovalList: {
        parameters: {
            query?: {
                state?: "pending" | "approved" | "rejected" | "expired";
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgApproval"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgApprovalDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: boolean;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgApproval"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgBill: {
        parameters: {
            query?: {
                group?: "member" | "budget";
                from?: string;
                to?: string;
                /** @description A file instead of rows: xlsx or csv */
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OrgBillGroup"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orgAudit: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            action: string;
                            actor: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            created_at: string;
                        }[];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminOrgList: {
        parameters: {
            query?: {
                keyword?: string;
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["AdminOrg"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminOrgDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["AdminOrgDetail"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminOrgBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Fen: positive tops up, negative reduces */
                    balance_change: number;
                    /** @description The reason, on the bill */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["AdminOrg"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Target areas (union), at most 5 */
                    areas?: ({
                        /** @enum {string} */
                        type: "bbox";
                        /** @description [west, south, east, north]; west > east crosses ±180° */
                        bbox: [
                            number,
                            number,
                            number,
                            number
                        ];
                    } | {
                        /** @enum {string} */
                        type: "polygon";
                        /** @description GeoJSON Polygon or MultiPolygon */
                        geometry: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        };
                    } | {
                        /** @enum {string} */
                        type: "circle";
                        center: [
                            number,
                            number
                        ];
                        radius_km: number;
                    } | {
                        /** @enum {string} */
                        type: "region";
                        /** @description admin_regions.code */
                        code: string;
                    } | {
                        /** @enum {string} */
                        type: "place";
                        /** @description places.id */
                        id: string;
                    })[];
                    /** @description Image IDs */
                    ids?: string[];
                    /** Format: date-time */
                    start?: string;
                    /** Format: date-time */
                    end?: string;
                    satellites?: ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
                    img_modes?: (1 | 3 | 4 | 5 | 6)[];
                    product_types?: ("SLC" | "ORG" | "SLC+ORG")[];
                    /**
                     * @default any
                     * @enum {string}
                     */
                    orbit_direction?: "any" | "ascending" | "descending";
                    /**
                     * @default any
                     * @enum {string}
                     */
                    look_side?: "any" | "left" | "right";
                    incidence_min?: number;
                    incidence_max?: number;
                    polarizations?: ("VV" | "HH" | "VV+VH" | "HH+HV")[];
                    classifications?: ("public" | "sensitive" | "restricted")[];
                    /**
                     * @default newest
                     * @enum {string}
                     */
                    sort?: "newest" | "oldest";
                    /** @default 50 */
                    size?: number;
                    cursor?: string;
                    /**
                     * @description Include footprints
                     * @default true
                     */
                    geometry?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["SceneSummary"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["SceneDetail"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSceneDownloadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            url: string;
                            expires_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Target areas (union), at most 5 */
                    areas?: ({
                        /** @enum {string} */
                        type: "bbox";
                        /** @description [west, south, east, north]; west > east crosses ±180° */
                        bbox: [
                            number,
                            number,
                            number,
                            number
                        ];
                    } | {
                        /** @enum {string} */
                        type: "polygon";
                        /** @description GeoJSON Polygon or MultiPolygon */
                        geometry: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        };
                    } | {
                        /** @enum {string} */
                        type: "circle";
                        center: [
                            number,
                            number
                        ];
                        radius_km: number;
                    } | {
                        /** @enum {string} */
                        type: "region";
                        /** @description admin_regions.code */
                        code: string;
                    } | {
                        /** @enum {string} */
                        type: "place";
                        /** @description places.id */
                        id: string;
                    })[];
                    /** @description Image IDs */
                    ids?: string[];
                    /** Format: date-time */
                    start?: string;
                    /** Format: date-time */
                    end?: string;
                    satellites?: ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
                    img_modes?: (1 | 3 | 4 | 5 | 6)[];
                    product_types?: ("SLC" | "ORG" | "SLC+ORG")[];
                    /**
                     * @default any
                     * @enum {string}
                     */
                    orbit_direction?: "any" | "ascending" | "descending";
                    /**
                     * @default any
                     * @enum {string}
                     */
                    look_side?: "any" | "left" | "right";
                    incidence_min?: number;
                    incidence_max?: number;
                    polarizations?: ("VV" | "HH" | "VV+VH" | "HH+HV")[];
                    classifications?: ("public" | "sensitive" | "restricted")[];
                    /**
                     * @default newest
                     * @enum {string}
                     */
                    sort?: "newest" | "oldest";
                    /** @enum {string} */
                    format: "csv" | "xlsx" | "geojson" | "kml";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/geo+json": string;
                    "application/vnd.google-earth.kml+xml": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ExportJob"][];
                    };
                    "application/geo+json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ExportJob"][];
                    };
                    "application/vnd.google-earth.kml+xml": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ExportJob"][];
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ExportJob"][];
                    };
                };
            };
        };
    };
    catalogAreaFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            geometry: {
                                type: string;
                                coordinates: unknown[];
                            };
                            name?: string;
                            vertex_count: number;
                            simplified: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSubscriptionList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CatalogSubscription"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSubscriptionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the subscription watches, e.g. "Port of Ningbo" */
                    name: string;
                    /** @description The archive search body the portal sends (areas, ids, filters) */
                    search: {
                        /** @description Target areas (union), at most 5 */
                        areas?: ({
                            /** @enum {string} */
                            type: "bbox";
                            /** @description [west, south, east, north]; west > east crosses ±180° */
                            bbox: [
                                number,
                                number,
                                number,
                                number
                            ];
                        } | {
                            /** @enum {string} */
                            type: "polygon";
                            /** @description GeoJSON Polygon or MultiPolygon */
                            geometry: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        } | {
                            /** @enum {string} */
                            type: "circle";
                            center: [
                                number,
                                number
                            ];
                            radius_km: number;
                        } | {
                            /** @enum {string} */
                            type: "region";
                            /** @description admin_regions.code */
                            code: string;
                        } | {
                            /** @enum {string} */
                            type: "place";
                            /** @description places.id */
                            id: string;
                        })[];
                        /** @description Image IDs */
                        ids?: string[];
                        /** Format: date-time */
                        start?: string;
                        /** Format: date-time */
                        end?: string;
                        satellites?: ("TY-38" | "TY-39" | "TY-40" | "TY-41")[];
                        img_modes?: (1 | 3 | 4 | 5 | 6)[];
                        product_types?: ("SLC" | "ORG" | "SLC+ORG")[];
                        /**
                         * @default any
                         * @enum {string}
                         */
                        orbit_direction?: "any" | "ascending" | "descending";
                        /**
                         * @default any
                         * @enum {string}
                         */
                        look_side?: "any" | "left" | "right";
                        incidence_min?: number;
                        incidence_max?: number;
                        polarizations?: ("VV" | "HH" | "VV+VH" | "HH+HV")[];
                        classifications?: ("public" | "sensitive" | "restricted")[];
                    };
                    /** @description How the owner is told: alert, email, webhook (subscription.matched) */
                    channels: ("alert" | "email" | "webhook")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CatalogSubscription"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSubscriptionGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CatalogSubscription"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSubscriptionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description What the subscription watches, e.g. "Port of Ningbo" */
                    name?: string;
                    /** @description How the owner is told: alert, email, webhook (subscription.matched) */
                    channels?: ("alert" | "email" | "webhook")[];
                    /** @description true: nothing is told until it is resumed (false) */
                    paused?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CatalogSubscription"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSubscriptionDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: Record<string, never>[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSceneTileJson: {
        parameters: {
            query?: {
                /** @description σ⁰ drawn at the colour map’s low end, dB (-60 to 30; default -25) */
                min?: number;
                /** @description σ⁰ drawn at the colour map’s high end, dB (-60 to 30; default 0) */
                max?: number;
                /** @description Gamma of the ramp between them (0.1 to 10; default 1) */
                gamma?: number;
                /** @description Colour map */
                colormap?: "gray" | "viridis" | "inferno";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TileJSON 3.0.0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    catalogSceneTile: {
        parameters: {
            query?: {
                /** @description σ⁰ drawn at the colour map’s low end, dB (-60 to 30; default -25) */
                min?: number;
                /** @description σ⁰ drawn at the colour map’s high end, dB (-60 to 30; default 0) */
                max?: number;
                /** @description Gamma of the ramp between them (0.1 to 10; default 1) */
                gamma?: number;
                /** @description Colour map */
                colormap?: "gray" | "viridis" | "inferno";
            };
            header?: never;
            path: {
                id: string;
                z: number;
                x: number;
                /** @description The row, then .png */
                y: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    catalogSceneStack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SceneStack"];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogTimeseries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Scene ids */
                    scenes?: string[];
                    /** @description A scene whose stack's scenes are read */
                    stack?: string;
                    /** @description GeoJSON Point or Polygon, WGS-84 */
                    geometry: {
                        /** @enum {string} */
                        type: "Point";
                        coordinates: [
                            number,
                            number
                        ];
                    } | {
                        /** @enum {string} */
                        type: "Polygon";
                        /** @description One ring, its last position the same as its first */
                        coordinates: [
                            number,
                            number
                        ][][];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timeseries"];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSceneChange: {
        parameters: {
            query?: {
                /** @description |10·log10(after/before)| above which a pixel changed, dB (0.5 to 20; default 3) */
                threshold?: number;
            };
            header?: never;
            path: {
                id: string;
                other: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SceneChange"];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    catalogSceneChangeTile: {
        parameters: {
            query?: {
                /** @description |10·log10(after/before)| above which a pixel changed, dB (0.5 to 20; default 3) */
                threshold?: number;
            };
            header?: never;
            path: {
                id: string;
                z: number;
                x: number;
                /** @description The row, then .png */
                y: string;
                other: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    cartList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
                /** @description Staff: the customer whose cart to read */
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CartItem"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cartReplace: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scene_ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CartItem"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cartAdd: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    scene_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["CartItem"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cartSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            count: number;
                            scene_ids: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cartRemove: {
        parameters: {
            query?: {
                scene_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            removed: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderCost: {
        parameters: {
            query: {
                /** @description Scene ids, comma-separated */
                scene_ids: string;
                /** @description Organisation members: the budget the order is assigned to */
                budget_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            items: {
                                scene_id: string;
                                price_fen: number;
                            }[];
                            cost_fen: number;
                            balance_fen: number;
                            /** @description Negative when the balance does not cover the cost */
                            balance_after_fen: number;
                            /** @description An organisation member's budget, monthly limit left and whether the order would wait for approval */
                            org?: components["schemas"]["OrgSpending"] | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderConflictCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scene_ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            scene_id: string;
                            /** @description null: the scene can be ordered */
                            conflict: ("ordered" | "restricted" | "missing" | "unpriced") | null;
                            /** @description The order that holds it already (ordered) */
                            order_id?: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderList: {
        parameters: {
            query?: {
                status?: "awaiting_download" | "downloaded" | "cancelled";
                /** @description Created on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Created on or before (YYYY-MM-DD, UTC) */
                to?: string;
                scene_id?: string;
                /** @description Staff and sales: the customer */
                username?: string;
                sort?: "newest" | "oldest" | "money_desc" | "money_asc";
                page?: number;
                size?: number;
                cursor?: string;
                /** @description mine: the caller's own rows (default); all: staff and sales, the rows they look after */
                scope?: "mine" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ArchiveOrder"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderCreate: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scene_ids: string[];
                    /** @description The cost the customer saw (order_cost); 409 when it changed */
                    quoted_cost_fen: number;
                    note?: string;
                    /** @description Organisation members: the budget the order is assigned to */
                    budget_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ArchiveOrder"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderExport: {
        parameters: {
            query?: {
                status?: "awaiting_download" | "downloaded" | "cancelled";
                /** @description Created on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Created on or before (YYYY-MM-DD, UTC) */
                to?: string;
                scene_id?: string;
                /** @description Staff and sales: the customer */
                username?: string;
                sort?: "newest" | "oldest" | "money_desc" | "money_asc";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
        };
    };
    orderDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ArchiveOrder"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderStaffNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    staff_note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ArchiveOrder"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ArchiveOrder"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orderDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description One scene; all scenes of the order when left out */
                    scene_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            links: {
                                scene_id: string;
                                url: string;
                                expires_at: string;
                            }[];
                            /** @description A metalink (or ?format=txt a list of URLs) of every link, for a download manager */
                            manifest_url: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    priceTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            img_mode: 1 | 3 | 4 | 5 | 6;
                            /** @enum {string} */
                            product_type: "SLC" | "ORG" | "SLC+ORG";
                            /** @enum {string} */
                            classification: "public" | "sensitive" | "restricted";
                            price_fen: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    priceTableUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        img_mode: 1 | 3 | 4 | 5 | 6;
                        /** @enum {string} */
                        product_type: "SLC" | "ORG" | "SLC+ORG";
                        /** @enum {string} */
                        classification: "public" | "sensitive" | "restricted";
                        price_fen: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            img_mode: 1 | 3 | 4 | 5 | 6;
                            /** @enum {string} */
                            product_type: "SLC" | "ORG" | "SLC+ORG";
                            /** @enum {string} */
                            classification: "public" | "sensitive" | "restricted";
                            price_fen: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    target_name: string;
                    Latitude: number;
                    Longitude: number;
                    target?: {
                        /** @enum {string} */
                        type: "MultiPolygon";
                        coordinates: [
                            number,
                            number
                        ][][][];
                    };
                    map_file_name?: string;
                    elevation: number;
                    /** @enum {number} */
                    img_mode: 1 | 3 | 6 | 4 | 5;
                    shooting_market: number;
                    /** @enum {string} */
                    orbit_mode: "any" | "ascending" | "descending";
                    /** @enum {string} */
                    left_right_mode: "any" | "left" | "right";
                    upper_angle: number;
                    lower_angle: number;
                    /** @enum {string} */
                    product_type: "SLC" | "ORG" | "SLC+ORG";
                    /** @enum {number} */
                    effective_time: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
                    /** @enum {number} */
                    priority: 2 | 5 | 8 | 11 | 15;
                    p_number: number;
                    unit_demand: string;
                    /** @enum {string} */
                    requestor: "org_a" | "org_b" | "org_c" | "org_d";
                    end_user: string;
                    demand_contact: string;
                    /** @enum {string} */
                    deliverymethod: "online" | "ftp" | "media";
                    /** @enum {string} */
                    task_nature: "contract_customer" | "market_expansion" | "data_test" | "potential_demand" | "internal_attention" | "sample";
                    /** @enum {string} */
                    img_usage: "disaster" | "maritime" | "agriculture" | "urban" | "resources" | "research" | "other";
                    /** Format: date-time */
                    id_date_1: string;
                    /** Format: date-time */
                    id_date_2: string;
                    /** @enum {number} */
                    compress_config: 0 | 8;
                    /** @enum {number} */
                    calibration_config: 0 | 1 | 2;
                    /** @enum {string} */
                    anchoring_satellite: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                    comments?: string;
                    /** @description The simulation it was planned with */
                    planning_tag?: string;
                    /** @description Repeat collects: the order becomes a series of collects on this cadence */
                    repeat?: {
                        /** @enum {string} */
                        cadence: "daily" | "weekly" | "biweekly" | "monthly" | "every_n_days";
                        /** @description every_n_days: the days between collects */
                        every_days?: number;
                        /** @description Ends after this many collects (2–60); or give `until` */
                        count?: number;
                        /**
                         * Format: date-time
                         * @description Ends with the last collect starting by then; or give `count`
                         */
                        until?: string;
                        /**
                         * @description Every collect on the first one's orbit direction and look side, look angle ±2°
                         * @default false
                         */
                        same_geometry?: boolean;
                    };
                    /** @description Organisation members: the budget the order is assigned to */
                    budget_id?: number;
                    /** @description The quote the customer read; 409 with the new quote when it changed */
                    quote_id?: string;
                    /** @description The quote's total the customer read */
                    quoted_cost_fen?: number | string;
                    /**
                     * Format: binary
                     * @description doc, docx or pdf, at most 30 MB
                     */
                    application_form: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionList: {
        parameters: {
            query?: {
                order_state?: number;
                /** @description Created on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Created on or before (YYYY-MM-DD, UTC) */
                to?: string;
                /** @description Anchoring satellite */
                satellite?: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                /** @description Part of the target name or order number */
                keyword?: string;
                /** @description Staff and sales: the customer */
                username?: string;
                priority_band?: "A+" | "A" | "B" | "C" | "D";
                task_nature?: string;
                suspended?: "true" | "false";
                /** @description Imaged, undelivered orders whose delivery deadline is near (at_risk) or past (missed) */
                deadline?: "at_risk" | "missed";
                /** @description delivery_due: by the promised delivery time (imaged orders first) */
                sort?: "create_time" | "id_date_1" | "priority" | "order_state" | "delivery_due";
                order?: "asc" | "desc";
                page?: number;
                size?: number;
                cursor?: string;
                /** @description mine: the caller's own rows (default); all: staff and sales, the rows they look after */
                scope?: "mine" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionExport: {
        parameters: {
            query?: {
                order_state?: number;
                /** @description Created on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Created on or before (YYYY-MM-DD, UTC) */
                to?: string;
                /** @description Anchoring satellite */
                satellite?: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                /** @description Part of the target name or order number */
                keyword?: string;
                /** @description Staff and sales: the customer */
                username?: string;
                priority_band?: "A+" | "A" | "B" | "C" | "D";
                task_nature?: string;
                suspended?: "true" | "false";
                /** @description Imaged, undelivered orders whose delivery deadline is near (at_risk) or past (missed) */
                deadline?: "at_risk" | "missed";
                /** @description delivery_due: by the promised delivery time (imaged orders first) */
                sort?: "create_time" | "id_date_1" | "priority" | "order_state" | "delivery_due";
                order?: "asc" | "desc";
                /** @description mine: the caller's own rows (default); all: staff and sales, the rows they look after */
                scope?: "mine" | "all";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
        };
    };
    missionMapFileImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["AreaFile"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionDestroyMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            deleted: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["MissionDetail"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    target_name: string;
                    Latitude: number;
                    Longitude: number;
                    target?: {
                        /** @enum {string} */
                        type: "MultiPolygon";
                        coordinates: [
                            number,
                            number
                        ][][][];
                    };
                    map_file_name?: string;
                    elevation: number;
                    /** @enum {number} */
                    img_mode: 1 | 3 | 6 | 4 | 5;
                    shooting_market: number;
                    /** @enum {string} */
                    orbit_mode: "any" | "ascending" | "descending";
                    /** @enum {string} */
                    left_right_mode: "any" | "left" | "right";
                    upper_angle: number;
                    lower_angle: number;
                    /** @enum {string} */
                    product_type: "SLC" | "ORG" | "SLC+ORG";
                    /** @enum {number} */
                    effective_time: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
                    /** @enum {number} */
                    priority: 2 | 5 | 8 | 11 | 15;
                    p_number: number;
                    unit_demand: string;
                    /** @enum {string} */
                    requestor: "org_a" | "org_b" | "org_c" | "org_d";
                    end_user: string;
                    demand_contact: string;
                    /** @enum {string} */
                    deliverymethod: "online" | "ftp" | "media";
                    /** @enum {string} */
                    task_nature: "contract_customer" | "market_expansion" | "data_test" | "potential_demand" | "internal_attention" | "sample";
                    /** @enum {string} */
                    img_usage: "disaster" | "maritime" | "agriculture" | "urban" | "resources" | "research" | "other";
                    /** Format: date-time */
                    id_date_1: string;
                    /** Format: date-time */
                    id_date_2: string;
                    /** @enum {number} */
                    compress_config: 0 | 8;
                    /** @enum {number} */
                    calibration_config: 0 | 1 | 2;
                    /** @enum {string} */
                    anchoring_satellite: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                    comments?: string;
                    /** @description The simulation it was planned with */
                    planning_tag?: string;
                    /** @description Repeat collects: the order becomes a series of collects on this cadence */
                    repeat?: {
                        /** @enum {string} */
                        cadence: "daily" | "weekly" | "biweekly" | "monthly" | "every_n_days";
                        /** @description every_n_days: the days between collects */
                        every_days?: number;
                        /** @description Ends after this many collects (2–60); or give `until` */
                        count?: number;
                        /**
                         * Format: date-time
                         * @description Ends with the last collect starting by then; or give `count`
                         */
                        until?: string;
                        /**
                         * @description Every collect on the first one's orbit direction and look side, look angle ±2°
                         * @default false
                         */
                        same_geometry?: boolean;
                    };
                    /** @description Organisation members: the budget the order is assigned to */
                    budget_id?: number;
                    /** @description The quote the customer read; 409 with the new quote when it changed */
                    quote_id?: string;
                    /** @description The quote's total the customer read */
                    quoted_cost_fen?: number | string;
                    /**
                     * Format: binary
                     * @description doc, docx or pdf, at most 30 MB; a new one replaces it
                     */
                    application_form?: string;
                };
                "application/json": {
                    target_name: string;
                    Latitude: number;
                    Longitude: number;
                    target?: {
                        /** @enum {string} */
                        type: "MultiPolygon";
                        coordinates: [
                            number,
                            number
                        ][][][];
                    };
                    map_file_name?: string;
                    elevation: number;
                    /** @enum {number} */
                    img_mode: 1 | 3 | 6 | 4 | 5;
                    shooting_market: number;
                    /** @enum {string} */
                    orbit_mode: "any" | "ascending" | "descending";
                    /** @enum {string} */
                    left_right_mode: "any" | "left" | "right";
                    upper_angle: number;
                    lower_angle: number;
                    /** @enum {string} */
                    product_type: "SLC" | "ORG" | "SLC+ORG";
                    /** @enum {number} */
                    effective_time: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
                    /** @enum {number} */
                    priority: 2 | 5 | 8 | 11 | 15;
                    p_number: number;
                    unit_demand: string;
                    /** @enum {string} */
                    requestor: "org_a" | "org_b" | "org_c" | "org_d";
                    end_user: string;
                    demand_contact: string;
                    /** @enum {string} */
                    deliverymethod: "online" | "ftp" | "media";
                    /** @enum {string} */
                    task_nature: "contract_customer" | "market_expansion" | "data_test" | "potential_demand" | "internal_attention" | "sample";
                    /** @enum {string} */
                    img_usage: "disaster" | "maritime" | "agriculture" | "urban" | "resources" | "research" | "other";
                    /** Format: date-time */
                    id_date_1: string;
                    /** Format: date-time */
                    id_date_2: string;
                    /** @enum {number} */
                    compress_config: 0 | 8;
                    /** @enum {number} */
                    calibration_config: 0 | 1 | 2;
                    /** @enum {string} */
                    anchoring_satellite: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                    comments?: string;
                    /** @description The simulation it was planned with */
                    planning_tag?: string;
                    /** @description Repeat collects: the order becomes a series of collects on this cadence */
                    repeat?: {
                        /** @enum {string} */
                        cadence: "daily" | "weekly" | "biweekly" | "monthly" | "every_n_days";
                        /** @description every_n_days: the days between collects */
                        every_days?: number;
                        /** @description Ends after this many collects (2–60); or give `until` */
                        count?: number;
                        /**
                         * Format: date-time
                         * @description Ends with the last collect starting by then; or give `count`
                         */
                        until?: string;
                        /**
                         * @description Every collect on the first one's orbit direction and look side, look angle ±2°
                         * @default false
                         */
                        same_geometry?: boolean;
                    };
                    /** @description Organisation members: the budget the order is assigned to */
                    budget_id?: number;
                    /** @description The quote the customer read; 409 with the new quote when it changed */
                    quote_id?: string;
                    /** @description The quote's total the customer read */
                    quoted_cost_fen?: number | string;
                    /**
                     * Format: binary
                     * @description doc, docx or pdf, at most 30 MB; a new one replaces it
                     */
                    application_form?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionStaffUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priority?: number;
                    /** @enum {string} */
                    classified?: "public" | "sensitive" | "restricted";
                    mgcType?: number;
                    task_mode?: number;
                    interfere?: 0 | 1;
                    /** @enum {string} */
                    anchoring_satellite?: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                    planning_tag?: string;
                    contract?: string;
                    comments?: string;
                    /** @description The staff member in charge */
                    admin?: string;
                    demandid?: string;
                    status_description?: string;
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionTransition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to_state: number;
                    note?: string;
                    /** @description The version the change was made on (409 when older) */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    notificationList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Notification"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                        unread: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: "all" | number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            marked: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionPlanningQueue: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    accept: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionSuspendedList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    suspended: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            changed: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionSendGoods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    /** @enum {string} */
                    delivery_status: "shipped" | "shipping_abnormal" | "no_shipping_needed";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Mission"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionSyncToControl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            synced_at: string;
                            /** @description The requirement as the control system reads it */
                            message: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionOpportunities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["PlanningOpportunity"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target_name: string;
                    Latitude: number;
                    Longitude: number;
                    target?: {
                        /** @enum {string} */
                        type: "MultiPolygon";
                        coordinates: [
                            number,
                            number
                        ][][][];
                    };
                    map_file_name?: string;
                    elevation: number;
                    /** @enum {number} */
                    img_mode: 1 | 3 | 6 | 4 | 5;
                    shooting_market: number;
                    /** @enum {string} */
                    orbit_mode: "any" | "ascending" | "descending";
                    /** @enum {string} */
                    left_right_mode: "any" | "left" | "right";
                    upper_angle: number;
                    lower_angle: number;
                    /** @enum {string} */
                    product_type: "SLC" | "ORG" | "SLC+ORG";
                    /** @enum {number} */
                    effective_time: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
                    /** @enum {number} */
                    priority: 2 | 5 | 8 | 11 | 15;
                    p_number: number;
                    unit_demand: string;
                    /** @enum {string} */
                    requestor: "org_a" | "org_b" | "org_c" | "org_d";
                    end_user: string;
                    demand_contact: string;
                    /** @enum {string} */
                    deliverymethod: "online" | "ftp" | "media";
                    /** @enum {string} */
                    task_nature: "contract_customer" | "market_expansion" | "data_test" | "potential_demand" | "internal_attention" | "sample";
                    /** @enum {string} */
                    img_usage: "disaster" | "maritime" | "agriculture" | "urban" | "resources" | "research" | "other";
                    /** Format: date-time */
                    id_date_1: string;
                    /** Format: date-time */
                    id_date_2: string;
                    /** @enum {number} */
                    compress_config: 0 | 8;
                    /** @enum {number} */
                    calibration_config: 0 | 1 | 2;
                    /** @enum {string} */
                    anchoring_satellite: "any" | "TY-38" | "TY-39" | "TY-40" | "TY-41";
                    comments?: string;
                    /** @description The simulation it was planned with */
                    planning_tag?: string;
                    /** @description Repeat collects: the order becomes a series of collects on this cadence */
                    repeat?: {
                        /** @enum {string} */
                        cadence: "daily" | "weekly" | "biweekly" | "monthly" | "every_n_days";
                        /** @description every_n_days: the days between collects */
                        every_days?: number;
                        /** @description Ends after this many collects (2–60); or give `until` */
                        count?: number;
                        /**
                         * Format: date-time
                         * @description Ends with the last collect starting by then; or give `count`
                         */
                        until?: string;
                        /**
                         * @description Every collect on the first one's orbit direction and look side, look angle ±2°
                         * @default false
                         */
                        same_geometry?: boolean;
                    };
                    /** @description Organisation members: the budget the order is assigned to */
                    budget_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["TaskingQuote"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            mission: components["schemas"]["Mission"];
                            refund_fen: number;
                            fee_fen: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    missionWaiveFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            mission: components["schemas"]["Mission"];
                            refund_fen: number;
                            fee_fen: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskingPriceTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            /** @enum {string} */
                            item: "mode" | "priority" | "timeliness" | "product";
                            code: string;
                            value: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskingPriceTableUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        /** @enum {string} */
                        item: "mode" | "priority" | "timeliness" | "product";
                        code: string;
                        value: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            /** @enum {string} */
                            item: "mode" | "priority" | "timeliness" | "product";
                            code: string;
                            value: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    seriesList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                cursor?: string;
                /** @description mine: the caller's own rows (default); all: staff and sales, the rows they look after */
                scope?: "mine" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["TaskingSeries"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    seriesDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["TaskingSeries"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    seriesCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            series: components["schemas"]["TaskingSeries"];
                            /** @description Collects cancelled */
                            cancelled: number;
                            /** @description Collects the terms no longer allow to cancel (within 12 h of their collect, or imaged) */
                            kept: number;
                            refund_fen: number;
                            fee_fen: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskList: {
        parameters: {
            query?: {
                task_state?: number;
                /** @description A column of the state board */
                column?: "anchored" | "dispatched" | "imaged" | "transferred" | "qualified" | "delivered" | "failed" | "cancelled";
                satellite?: "TY-38" | "TY-39" | "TY-40" | "TY-41";
                mission_id?: number;
                username?: string;
                /** @description Part of the target name or task number */
                keyword?: string;
                /** @description Imaging on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Imaging on or before (YYYY-MM-DD, UTC) */
                to?: string;
                late?: "true" | "false";
                sort?: "imaging_time" | "update_time" | "rank";
                order?: "asc" | "desc";
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mission_id: number;
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    keys: string[];
                    /**
                     * @description Plan even when the conflict check warns
                     * @default false
                     */
                    accept_conflicts?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskOfMission: {
        parameters: {
            query: {
                mission_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskWindow: {
        parameters: {
            query: {
                from: string;
                to: string;
                satellite?: "TY-38" | "TY-39" | "TY-40" | "TY-41";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    operationsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["OperationsOverview"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskExport: {
        parameters: {
            query?: {
                task_state?: number;
                /** @description A column of the state board */
                column?: "anchored" | "dispatched" | "imaged" | "transferred" | "qualified" | "delivered" | "failed" | "cancelled";
                satellite?: "TY-38" | "TY-39" | "TY-40" | "TY-41";
                mission_id?: number;
                username?: string;
                /** @description Part of the target name or task number */
                keyword?: string;
                /** @description Imaging on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Imaging on or before (YYYY-MM-DD, UTC) */
                to?: string;
                late?: "true" | "false";
                sort?: "imaging_time" | "update_time" | "rank";
                order?: "asc" | "desc";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
        };
    };
    taskExportControl: {
        parameters: {
            query?: {
                task_state?: number;
                /** @description A column of the state board */
                column?: "anchored" | "dispatched" | "imaged" | "transferred" | "qualified" | "delivered" | "failed" | "cancelled";
                satellite?: "TY-38" | "TY-39" | "TY-40" | "TY-41";
                mission_id?: number;
                username?: string;
                /** @description Part of the target name or task number */
                keyword?: string;
                /** @description Imaging on or after (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Imaging on or before (YYYY-MM-DD, UTC) */
                to?: string;
                late?: "true" | "false";
                sort?: "imaging_time" | "update_time" | "rank";
                order?: "asc" | "desc";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
        };
    };
    taskReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tasks: {
                        id: number;
                        /** @description The version the change was made on (409 when older) */
                        version: number;
                    }[];
                    /**
                     * @description false: the control team refuses them (dispatch failed)
                     * @default true
                     */
                    accepted?: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskSendGoods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tasks: {
                        id: number;
                        /** @description The version the change was made on (409 when older) */
                        version: number;
                    }[];
                    /** @enum {string} */
                    delivery_status: "shipped" | "shipping_abnormal" | "no_shipping_needed";
                    real_deliver_num?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["TaskDetail"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "imaging";
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    /** @description 0 failed, 1 success, 2 cancelled */
                    zgcxcgpd: 0 | 1 | 2;
                    fail_reason?: string;
                } | {
                    /** @enum {string} */
                    action: "transfer";
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    /** @description 0 failed, 1 success, 2 cancelled */
                    transfer: 0 | 1 | 2;
                    /** Format: date-time */
                    transfer_time?: string;
                    fail_reason?: string;
                } | {
                    /** @enum {string} */
                    action: "quality";
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    /** @enum {string} */
                    product_status: "qualified" | "doubtful" | "unqualified";
                    fail_reason?: string;
                } | {
                    /** @enum {string} */
                    action: "edit";
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    rank?: number;
                    deliver_num?: number;
                    demandid?: string;
                    fail_reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the change was made on (409 when older) */
                    version: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["Task"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    taskSyncToControl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            synced_at: string;
                            /** @description The requirement as the control system reads it */
                            message: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    requirementNoticeList: {
        parameters: {
            query?: {
                kind?: "new" | "changed" | "suspended" | "resumed" | "cancelled";
                unacknowledged?: "true" | "false";
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["RequirementNotice"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    requirementNoticeAck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: {
                            acknowledged: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    jobStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["ExportJob"][];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    jobFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminJobs: {
        parameters: {
            query?: {
                state?: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: components["schemas"]["StaffJob"][];
                        total: number;
                        total_exact: boolean;
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminJobRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        msg: string;
                        data: Record<string, never>[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
