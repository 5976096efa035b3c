/**
 * The API's paths, parameters, bodies and answers, generated from its OpenAPI document.
 * Do not edit: run `npm run api:types` after changing a route or a shared schema.
 */

export interface paths {
    "/api/admin/respaldo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga un respaldo completo (solo SuperAdmin): la base de datos leída de una sola instantánea mientras el servidor sigue atendiendo, y los archivos guardados. Se restaura con `npm run restore -- <archivo>`. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .tar.gz: manifest.json, las filas de cada tabla (base/), los archivos guardados (archivos/) y fin.json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/admin/respaldo/estado/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El respaldo diario (solo SuperAdmin): su programación, su carpeta (BACKUP_DIR), cuántos conserva (BACKUP_KEEP), el resultado de su última ejecución y los archivos guardados. */
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
                            archivos: {
                                bytes: number;
                                fecha: string;
                                nombre: string;
                            }[];
                            carpeta: string;
                            conservar: number;
                            /** @enum {string} */
                            estado: "ok" | "error" | "pendiente" | "desactivado";
                            programacion: string;
                            ultimo: {
                                archivo: string | null;
                                archivos: number | null;
                                bytes: number | null;
                                eliminados: number;
                                error: string | null;
                                /** @enum {string} */
                                estado: "ok" | "error";
                                filas: number | null;
                                fin: string;
                                inicio: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/audits/audits/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Historial de cambios, del más reciente al más antiguo; search busca en usuario, estado, tipo, gestión y descripción. Pasadas 1000 entradas, count es 1000 con count_capped. Sin ordering, el enlace next lleva after (el id donde terminó la página) para leer páginas profundas sin offset; limit/offset siguen funcionando. Con ordering (created_date, content_type, user; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    after?: number;
                    fecha_fin?: "" | string;
                    fecha_inicio?: "" | string;
                    limit?: number;
                    offset?: number;
                    ordering?: "created_date" | "-created_date" | "content_type" | "-content_type" | "user" | "-user";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                content_type: string;
                                created_date: string;
                                descripcion: string;
                                estado: string;
                                id: number;
                                tipo_gestion: string;
                                user: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        password: string;
                        username: string;
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
                            access: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cierra la sesión del token de refresco (cookie) o del token de acceso. Desde un navegador, solo desde una página de este servidor (Origin o Referer) y sin cuerpo o con JSON. */
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
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/auth/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Un token de acceso nuevo con la cookie de refresco, que rota. Desde un navegador, solo desde una página de este servidor (Origin o Referer) y sin cuerpo o con JSON. */
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
                            access: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/calendar/agenda/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La agenda de quien llama, la más próxima primero: el próximo contacto de sus gestiones, las visitas de los casos de los que es agente y sus tareas. Cada actividad trae el enlace de su registro. desde y hasta: días de Bogotá (AAAA-MM-DD), ambos incluidos, como máximo 62 días. */
        get: {
            parameters: {
                query: {
                    desde: string;
                    hasta: string;
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
                            desde: string;
                            hasta: string;
                            results: {
                                enlace: string;
                                /** Format: date-time */
                                fin?: string;
                                id: number;
                                /** Format: date-time */
                                inicio: string;
                                /** @enum {string} */
                                tipo: "gestion" | "caso" | "tarea";
                                titulo: string;
                                todo_el_dia: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/calendar/agenda/contacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La agenda de un contacto: el próximo contacto de sus gestiones y las visitas de sus casos, las que quien llama puede ver. desde y hasta: días de Bogotá (AAAA-MM-DD), ambos incluidos, como máximo 62 días. */
        get: {
            parameters: {
                query: {
                    desde: string;
                    hasta: string;
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
                            desde: string;
                            hasta: string;
                            results: {
                                enlace: string;
                                /** Format: date-time */
                                fin?: string;
                                id: number;
                                /** Format: date-time */
                                inicio: string;
                                /** @enum {string} */
                                tipo: "gestion" | "caso" | "tarea";
                                titulo: string;
                                todo_el_dia: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Campañas, las más recientes primero; la búsqueda cubre nombre y descripción. Con ordering (name; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                account: number | null;
                                autorizacion_datos: string;
                                closing_hours: number;
                                contacts_count: number;
                                description: string;
                                encargado: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                id: number;
                                name: string;
                                users: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        account?: number | null;
                        autorizacion_datos?: string;
                        closing_hours?: number;
                        description: string;
                        encargado: number[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: number | null;
                            autorizacion_datos: string;
                            closing_hours: number;
                            contacts_count: number;
                            description: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                            id: number;
                            message: string;
                            name: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            account: number | null;
                            autorizacion_datos: string;
                            closing_hours: number;
                            contacts_count: number;
                            description: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                            id: number;
                            name: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                        account?: number | null;
                        autorizacion_datos?: string;
                        closing_hours?: number;
                        description?: string;
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
                            account: number | null;
                            autorizacion_datos: string;
                            closing_hours: number;
                            contacts_count: number;
                            description: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                            id: number;
                            message: string;
                            name: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/campaign/campaign/{id}/add_encargados/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        contact: number[];
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
                            detail: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post: {
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
                        contact: number[];
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
                            detail: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/add_users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        contact: number[];
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
                            detail: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post: {
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
                        contact: number[];
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
                            detail: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/assign_contacts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description asignados: cuántos contactos no estaban ya en la campaña. */
        post: {
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
                        contact: number[];
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
                            asignados: number;
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/remove_contacts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        contact: number[];
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
                            detail: string;
                            removidos: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/remove_encargados/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description La campaña conserva al menos un encargado. */
        put: {
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
                        contact: number[];
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
                            detail: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** @description La campaña conserva al menos un encargado. */
        post: {
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
                        contact: number[];
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
                            detail: string;
                            encargado: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/remove_users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        contact: number[];
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
                            detail: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post: {
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
                        contact: number[];
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
                            detail: string;
                            users: {
                                get_full_name: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/{id}/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            get_full_name: string;
                            id: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/campaign/FullList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Todas las campañas para listas de selección, por nombre. */
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
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/excepcion_horario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Guarda todas las excepciones o ninguna; un duplicado (en la lista o ya guardado) responde 400. */
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
                        campaign: number;
                        fecha: string;
                        hora_fin: string;
                        hora_inicio: string;
                        /** @default false */
                        horario_especial?: boolean;
                        /** @default 1 */
                        max_citas?: number;
                        motivo: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            excepciones_horario: {
                                fecha: string;
                                hora_fin: string;
                                hora_inicio: string;
                                horario_especial: boolean;
                                id: number;
                                max_citas: number;
                                motivo: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/excepcion_horario/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign/get_encargados_campaign/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    campaign: number;
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
                            get_full_name: string;
                            id: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/horario_campaign/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Guarda todos los horarios recurrentes o ninguno; un duplicado (en la lista o ya guardado) responde 400. */
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
                        campaign: number;
                        dia_semana: string;
                        hora_fin: string;
                        hora_inicio: string;
                        /** @default 1 */
                        max_citas?: number;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            horarios_atencion: {
                                dia_semana: string;
                                hora_fin: string;
                                hora_inicio: string;
                                id: number;
                                max_citas: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/horario_campaign/{campaignId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    campaignId: number;
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
                            excepciones_horario: {
                                fecha: string;
                                hora_fin: string;
                                hora_inicio: string;
                                horario_especial: boolean;
                                id: number;
                                max_citas: number;
                                motivo: string;
                            }[];
                            horarios_atencion: {
                                dia_semana: string;
                                hora_fin: string;
                                hora_inicio: string;
                                id: number;
                                max_citas: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/campaign/horario_campaign/slot/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign/tipificaciones/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Campañas con sus resultados y calificaciones; ?campaign= limita a una. */
        get: {
            parameters: {
                query?: {
                    campaign?: number;
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
                            results: {
                                calificaciones: {
                                    descripciones: {
                                        id: number;
                                        name: string;
                                    }[];
                                    id: number;
                                    name: string;
                                }[];
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea los resultados y calificaciones que aún no existen (por nombre), en una sola transacción. */
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
                        /** @default [] */
                        calificaciones?: {
                            /** @default [] */
                            descripciones?: string[];
                            name: string;
                        }[];
                        campaign_id: number;
                    }[];
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
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/casos/casos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Casos, los más nuevos primero, 30 por página. Búsqueda: Caso, nombre, descripcion... Quien no tiene «Ver todos los Casos» ve solo los casos de los que es agente. Con ordering (name, tipo_servicio, created_date, estado, fecha_finalizacion; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name" | "tipo_servicio" | "-tipo_servicio" | "created_date" | "-created_date" | "estado" | "-estado" | "fecha_finalizacion" | "-fecha_finalizacion";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                cliente: [
                                    string,
                                    number
                                ][];
                                contacto: [
                                    string,
                                    number
                                ][];
                                created_date: string;
                                descripcion: string;
                                /** @enum {string} */
                                estado: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                                fecha_asignacion: string | null;
                                fecha_finalizacion: string | null;
                                hora_entrada: string | null;
                                hora_salida: string | null;
                                id: number;
                                name: string;
                                puede_gestionar: boolean;
                                tipo_servicio: ("VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO") | null;
                                tipo_visita: ("VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION") | null;
                                total_duracion: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea un caso; el nombre (CASO-00001) lo asigna el servidor. contacto: ids de agentes; cliente: ids de contactos; images: [{image}] en base64 o data URL (PNG o JPG, máximo 5 MB cada una). */
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
                        cliente?: number[];
                        contacto?: number[];
                        descripcion: string;
                        direccion_1?: string | null;
                        direccion_2?: string | null;
                        fecha_asignacion?: string | null;
                        hora_entrada?: string | null;
                        hora_salida?: string | null;
                        images?: {
                            image: string;
                        }[];
                        observaciones: string;
                        /** @enum {string} */
                        tipo_servicio: "VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO";
                        /** @enum {string} */
                        tipo_visita: "VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cliente: [
                                string,
                                number
                            ][];
                            contacto: [
                                string,
                                number
                            ][];
                            created_date: string;
                            descripcion: string;
                            direccion_1: string | null;
                            direccion_2: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                            fecha_asignacion: string | null;
                            fecha_finalizacion: string | null;
                            gestiones: {
                                coordenadas: string | null;
                                created_date: string;
                                duracion: number;
                                /** @enum {string} */
                                estado: "ACEPTADO" | "ASIGNADO" | "INICIADO" | "FINALIZADO" | "PAUSADO" | "REANUDADO";
                                id: number;
                                observaciones: string;
                                user: string | null;
                            }[];
                            hora_entrada: string | null;
                            hora_salida: string | null;
                            id: number;
                            images: {
                                id: number;
                                image: string;
                            }[];
                            informe: {
                                cargo: string;
                                descripcion: string;
                                firma: string | null;
                                observaciones: string | null;
                                persona_recibe: string;
                                updated_date: string;
                            } | null;
                            materiales: {
                                cantidad: number | null;
                                caso: number;
                                created_date: string;
                                descripcion: string;
                                id: number;
                                observaciones: string | null;
                            }[];
                            message: string;
                            name: string;
                            observaciones: string;
                            puede_gestionar: boolean;
                            tipo_servicio: ("VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO") | null;
                            tipo_visita: ("VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION") | null;
                            total_duracion: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/casos/casos/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            cliente: [
                                string,
                                number
                            ][];
                            contacto: [
                                string,
                                number
                            ][];
                            created_date: string;
                            descripcion: string;
                            direccion_1: string | null;
                            direccion_2: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                            fecha_asignacion: string | null;
                            fecha_finalizacion: string | null;
                            gestiones: {
                                coordenadas: string | null;
                                created_date: string;
                                duracion: number;
                                /** @enum {string} */
                                estado: "ACEPTADO" | "ASIGNADO" | "INICIADO" | "FINALIZADO" | "PAUSADO" | "REANUDADO";
                                id: number;
                                observaciones: string;
                                user: string | null;
                            }[];
                            hora_entrada: string | null;
                            hora_salida: string | null;
                            id: number;
                            images: {
                                id: number;
                                image: string;
                            }[];
                            informe: {
                                cargo: string;
                                descripcion: string;
                                firma: string | null;
                                observaciones: string | null;
                                persona_recibe: string;
                                updated_date: string;
                            } | null;
                            materiales: {
                                cantidad: number | null;
                                caso: number;
                                created_date: string;
                                descripcion: string;
                                id: number;
                                observaciones: string | null;
                            }[];
                            name: string;
                            observaciones: string;
                            puede_gestionar: boolean;
                            tipo_servicio: ("VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO") | null;
                            tipo_visita: ("VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION") | null;
                            total_duracion: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Actualiza los campos enviados; el nombre no se edita. contacto y cliente reemplazan las listas; images agrega imágenes. */
        patch: {
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
                        cliente?: number[];
                        contacto?: number[];
                        descripcion?: string;
                        direccion_1?: string | null;
                        direccion_2?: string | null;
                        fecha_asignacion?: string | null;
                        hora_entrada?: string | null;
                        hora_salida?: string | null;
                        images?: {
                            image: string;
                        }[];
                        observaciones?: string;
                        /** @enum {string} */
                        tipo_servicio?: "VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO";
                        /** @enum {string} */
                        tipo_visita?: "VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION";
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
                            cliente: [
                                string,
                                number
                            ][];
                            contacto: [
                                string,
                                number
                            ][];
                            created_date: string;
                            descripcion: string;
                            direccion_1: string | null;
                            direccion_2: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                            fecha_asignacion: string | null;
                            fecha_finalizacion: string | null;
                            gestiones: {
                                coordenadas: string | null;
                                created_date: string;
                                duracion: number;
                                /** @enum {string} */
                                estado: "ACEPTADO" | "ASIGNADO" | "INICIADO" | "FINALIZADO" | "PAUSADO" | "REANUDADO";
                                id: number;
                                observaciones: string;
                                user: string | null;
                            }[];
                            hora_entrada: string | null;
                            hora_salida: string | null;
                            id: number;
                            images: {
                                id: number;
                                image: string;
                            }[];
                            informe: {
                                cargo: string;
                                descripcion: string;
                                firma: string | null;
                                observaciones: string | null;
                                persona_recibe: string;
                                updated_date: string;
                            } | null;
                            materiales: {
                                cantidad: number | null;
                                caso: number;
                                created_date: string;
                                descripcion: string;
                                id: number;
                                observaciones: string | null;
                            }[];
                            message: string;
                            name: string;
                            observaciones: string;
                            puede_gestionar: boolean;
                            tipo_servicio: ("VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO") | null;
                            tipo_visita: ("VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION") | null;
                            total_duracion: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/casos/casos/{id}/actualizar_informe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Informe del caso EN_PROCESO. firma: PNG en base64 o data URL (máximo 512 KB), solo si se dibujó de nuevo. */
        patch: {
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
                        cargo: string;
                        descripcion: string;
                        firma?: string;
                        observaciones?: string | null;
                        persona_recibe: string;
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
                            cargo: string;
                            descripcion: string;
                            firma: string | null;
                            message: string;
                            observaciones: string | null;
                            persona_recibe: string;
                            updated_date: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/casos/casos/{id}/cambiar_estado/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description ACEPTAR (SIN_ASIGNAR o ASIGNADO → PENDIENTE), INICIAR (PENDIENTE → EN_PROCESO), PAUSAR (EN_PROCESO → EN_PAUSA), REANUDAR (EN_PAUSA → EN_PROCESO), FINALIZAR (EN_PROCESO → FINALIZADO). Solo los agentes del caso o quien tiene «Gestionar todos los Casos». */
        post: {
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
                        /** @enum {string} */
                        accion: "ACEPTAR" | "INICIAR" | "PAUSAR" | "REANUDAR" | "FINALIZAR";
                        coordenadas?: string | null;
                        observaciones?: string;
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
                            cliente: [
                                string,
                                number
                            ][];
                            contacto: [
                                string,
                                number
                            ][];
                            created_date: string;
                            descripcion: string;
                            direccion_1: string | null;
                            direccion_2: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                            fecha_asignacion: string | null;
                            fecha_finalizacion: string | null;
                            gestiones: {
                                coordenadas: string | null;
                                created_date: string;
                                duracion: number;
                                /** @enum {string} */
                                estado: "ACEPTADO" | "ASIGNADO" | "INICIADO" | "FINALIZADO" | "PAUSADO" | "REANUDADO";
                                id: number;
                                observaciones: string;
                                user: string | null;
                            }[];
                            hora_entrada: string | null;
                            hora_salida: string | null;
                            id: number;
                            images: {
                                id: number;
                                image: string;
                            }[];
                            informe: {
                                cargo: string;
                                descripcion: string;
                                firma: string | null;
                                observaciones: string | null;
                                persona_recibe: string;
                                updated_date: string;
                            } | null;
                            materiales: {
                                cantidad: number | null;
                                caso: number;
                                created_date: string;
                                descripcion: string;
                                id: number;
                                observaciones: string | null;
                            }[];
                            message: string;
                            name: string;
                            observaciones: string;
                            puede_gestionar: boolean;
                            tipo_servicio: ("VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO") | null;
                            tipo_visita: ("VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION") | null;
                            total_duracion: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/casos/casos/{id}/firma/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La firma del informe (PNG). Admite ?token=. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes del archivo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/casos/casos/{id}/imagenes/{imageId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Una imagen del caso. Admite ?token=. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                    imageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes del archivo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/casos/casos/casos_por_estado/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Casos en un estado (vacío: todos), con la misma búsqueda, paginación y ordering. Con ordering (name, tipo_servicio, created_date, estado, fecha_finalizacion; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    estado?: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name" | "tipo_servicio" | "-tipo_servicio" | "created_date" | "-created_date" | "estado" | "-estado" | "fecha_finalizacion" | "-fecha_finalizacion";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                cliente: [
                                    string,
                                    number
                                ][];
                                contacto: [
                                    string,
                                    number
                                ][];
                                created_date: string;
                                descripcion: string;
                                /** @enum {string} */
                                estado: "SIN_ASIGNAR" | "ASIGNADO" | "PENDIENTE" | "EN_PROCESO" | "EN_PAUSA" | "FINALIZADO";
                                fecha_asignacion: string | null;
                                fecha_finalizacion: string | null;
                                hora_entrada: string | null;
                                hora_salida: string | null;
                                id: number;
                                name: string;
                                puede_gestionar: boolean;
                                tipo_servicio: ("VENTA" | "PRESENCIAL" | "REMOTO" | "DESPLAZAMIENTO" | "TRABAJO EN CASA" | "MIXTO" | "OTRO") | null;
                                tipo_visita: ("VISITA DE CONTRATO" | "VISITA ADICIONAL" | "VENTA" | "GARANTIA" | "REVISION O REPARACION" | "ENTREGA" | "LEVANTAMIENTO DE INFORMACION" | "MANTENIMIENTO PREVENTIVO" | "MANTEMIMIENTO CORRECTIVO" | "MENSAJERIA" | "COMPRAS" | "PARTNER" | "COTIZAR EN SITIO" | "INSTALACION") | null;
                                total_duracion: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/casos/materialesCasos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Agrega un material a un caso EN_PROCESO (sus agentes o quien gestiona todos los casos). */
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
                        cantidad?: number | null;
                        caso: number;
                        descripcion: string;
                        observaciones?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cantidad: number | null;
                            caso: number;
                            created_date: string;
                            descripcion: string;
                            id: number;
                            message: string;
                            observaciones: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/channels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Los secretos se muestran enmascarados (••••1234); nunca completos. */
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
                            bot: {
                                campaigns: number[];
                                welcome: string;
                            } | null;
                            campaign: number;
                            campaign_name: string;
                            config: {
                                [key: string]: string;
                            };
                            created_date: string;
                            id: number;
                            nombre: string;
                            /** @enum {string} */
                            tipo: "WhatsApp" | "Telegram" | "Facebook";
                            webhook_url: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description config según tipo. WhatsApp: phone_number_id, waba_id, access_token, app_secret, verify_token, api_url. Telegram: bot_token, webhook_secret, api_url. Facebook: page_id, page_access_token, app_secret, verify_token, api_url. Los secretos se guardan cifrados con una clave que no está en la base de datos. */
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
                        bot?: {
                            campaigns: number[];
                            welcome: string;
                        } | null;
                        campaign: number;
                        config: {
                            access_token: string;
                            api_url?: string;
                            app_secret: string;
                            mensajes_por_segundo?: string;
                            phone_number_id: string;
                            verify_token: string;
                            waba_id: string;
                        };
                        nombre: string;
                        /** @enum {string} */
                        tipo: "WhatsApp";
                    } | {
                        bot?: {
                            campaigns: number[];
                            welcome: string;
                        } | null;
                        campaign: number;
                        config: {
                            api_url?: string;
                            bot_token: string;
                            webhook_secret: string;
                        };
                        nombre: string;
                        /** @enum {string} */
                        tipo: "Telegram";
                    } | {
                        bot?: {
                            campaigns: number[];
                            welcome: string;
                        } | null;
                        campaign: number;
                        config: {
                            api_url?: string;
                            app_secret: string;
                            page_access_token: string;
                            page_id: string;
                            verify_token: string;
                        };
                        nombre: string;
                        /** @enum {string} */
                        tipo: "Facebook";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bot: {
                                campaigns: number[];
                                welcome: string;
                            } | null;
                            campaign: number;
                            campaign_name: string;
                            config: {
                                [key: string]: string;
                            };
                            created_date: string;
                            id: number;
                            message: string;
                            nombre: string;
                            /** @enum {string} */
                            tipo: "WhatsApp" | "Telegram" | "Facebook";
                            webhook_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/channels/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            bot: {
                                campaigns: number[];
                                welcome: string;
                            } | null;
                            campaign: number;
                            campaign_name: string;
                            config: {
                                [key: string]: string;
                            };
                            created_date: string;
                            id: number;
                            nombre: string;
                            /** @enum {string} */
                            tipo: "WhatsApp" | "Telegram" | "Facebook";
                            webhook_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Un secreto que no se envía (o se envía vacío) conserva su valor. */
        patch: {
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
                        bot?: {
                            campaigns: number[];
                            welcome: string;
                        } | null;
                        campaign?: number;
                        config?: {
                            [key: string]: string;
                        };
                        nombre?: string;
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
                            bot: {
                                campaigns: number[];
                                welcome: string;
                            } | null;
                            campaign: number;
                            campaign_name: string;
                            config: {
                                [key: string]: string;
                            };
                            created_date: string;
                            id: number;
                            message: string;
                            nombre: string;
                            /** @enum {string} */
                            tipo: "WhatsApp" | "Telegram" | "Facebook";
                            webhook_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/chat/archivos/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo de un mensaje, solo para el personal que puede ver la conversación. Admite ?token= para <img src>. */
        get: {
            parameters: {
                query?: {
                    token?: string;
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
                    content?: never;
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
    "/api/chat/files/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo de un mensaje, solo para quien lo envió o lo recibió. Admite el token como ?token= para <img src>. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes del archivo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/chat/mensajes/{id}/reintentar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Vuelve a enviar un mensaje fallido (solo el agente de la conversación o quien ve todo); otro estado: 409. */
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
                            detail: string;
                            message: {
                                body: string;
                                caption: string | null;
                                contact: number;
                                created_date: string;
                                date: string;
                                edited: boolean;
                                extra: {
                                    boton?: {
                                        id: string | null;
                                    };
                                    contactos?: {
                                        nombre: string;
                                        telefonos: string[];
                                    }[];
                                    lugar?: {
                                        direccion: string | null;
                                        nombre: string | null;
                                    };
                                    pedido?: {
                                        resumen: string;
                                    };
                                    plantilla?: {
                                        id: number | null;
                                        language: string;
                                        name: string;
                                        variables: string[];
                                    };
                                    tipo_original?: string;
                                } | null;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                mime_type: string | null;
                                /** @enum {string} */
                                msg_type: "text" | "nota" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "contacts" | "order" | "sistema" | "unsupported" | "unknown" | "template";
                                number: number;
                                reactions: {
                                    emoji: string;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                }[];
                                reply_to: {
                                    body: string;
                                    id: number;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                } | null;
                                revoked: boolean;
                                /** @enum {string} */
                                role: "From_me" | "received";
                                sent_by: string | null;
                                sent_by_id: number | null;
                                status: ("pending" | "sent" | "delivered" | "read" | "failed") | null;
                                status_reason: string | null;
                                time: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/chat/message/{contactId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Los últimos 500 mensajes con el contacto, agrupados por día (YYYY-MM-DD, hora de Colombia). Los marca como leídos. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    contactId: number;
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
                            [key: string]: {
                                caption: string | null;
                                date: string;
                                f_enviar: string;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                id_contact: number;
                                id_sender: number;
                                message: string;
                                mine: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/chat/message/buscar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Busca en los mensajes propios (enviados y recibidos) por texto, nombre de archivo o descripción; sin distinguir tildes ni mayúsculas, los 30 más recientes. */
        get: {
            parameters: {
                query: {
                    q: string;
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
                            results: {
                                fecha: string;
                                from_me: boolean;
                                hora: string;
                                id: number;
                                id_contact: number;
                                message: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string[];
                        };
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
    "/api/chat/message/get_inbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Conversaciones del usuario, la más reciente primero, y usuarios conectados. */
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
                            conversations: {
                                hora: string;
                                id: number;
                                id_contact: number;
                                last_message: string;
                                name: string;
                                /** @enum {string} */
                                status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                                unread: number;
                            }[];
                            user_on: {
                                id: number;
                                name: string;
                            }[];
                        };
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
    "/api/contact/agentes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Usuarios que pueden asignarse como agentes de un contacto. */
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
                            get_full_name: string;
                            id: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/calificacionContacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Resultados; búsqueda por nombre o campaña. Con ordering (name; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                campaign: {
                                    id: number;
                                    name: string;
                                };
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        campaign: number;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign: {
                                id: number;
                                name: string;
                            };
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/calificacionContacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            campaign: {
                                id: number;
                                name: string;
                            };
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                        campaign?: number;
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
                            campaign: {
                                id: number;
                                name: string;
                            };
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/contact/calificacionContacto/FullList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Todos los resultados con su campaña. */
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
                            campaign: {
                                id: number;
                                name: string;
                            };
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/calificacionContacto/get_campaign/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Resultados de una campaña. */
        get: {
            parameters: {
                query: {
                    campaign: number;
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
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/conocimiento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        aptitud: string;
                        descripcion?: string | null;
                        hoja_de_vida: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aptitud: string;
                            descripcion: string;
                            hoja_de_vida: number;
                            id: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/conocimiento/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/contacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Contactos, los más recientes primero. La búsqueda cubre nombres, razón social, documento, e-mail y teléfono, sin distinguir tildes ni mayúsculas; pasadas 1000 coincidencias responde count 1000 con count_capped. El enlace next lleva after (el id donde terminó la página) para leer páginas profundas sin offset. El filtro campaign (contactos de una campaña) requiere el permiso 'Ver Gestiones de todos los agentes'. Con ordering (name, documentNumber, email; '-' delante para descendente) ordena por ese campo y luego por id. Ordenada, la lista se pagina por offset (se ignora after). */
        get: {
            parameters: {
                query?: {
                    after?: number;
                    campaign?: number;
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name" | "documentNumber" | "-documentNumber" | "email" | "-email";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contactType: string;
                                documentNumber: string | null;
                                documentType: string | null;
                                email: string | null;
                                first_name: string;
                                get_full_name: string;
                                grupos: [
                                    number,
                                    string,
                                    string
                                ][];
                                id: number;
                                image: string | null;
                                last_name: string;
                                phone: string | null;
                                status: string;
                                telegram: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea una persona (contactType ausente o PERSONA NATURAL) o una empresa (EMPRESA). Un duplicado responde 400 con duplicate: true. */
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
                        address?: string | null;
                        birthdate?: string | null;
                        city?: string | null;
                        confirm_password?: string;
                        /** @enum {string} */
                        contactType?: "PERSONA NATURAL";
                        /** @default false */
                        createUser?: boolean;
                        documentNumber?: string | null;
                        documentType?: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO") | null;
                        email?: string | null;
                        first_name: string;
                        gender?: ("Masculino" | "Femenino" | "Otro") | null;
                        last_name: string;
                        password?: string;
                        phone: string;
                        username?: string | null;
                    } | {
                        actividad: string;
                        address?: string | null;
                        city?: string | null;
                        /** @enum {string} */
                        contactType: "EMPRESA";
                        documentNumber: string;
                        documentType?: ("NIT" | "OTRO") | null;
                        email: string;
                        persona_contacto?: number[];
                        phone: string;
                        razon_social: string;
                        web_site?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actividad: string | null;
                            address: string | null;
                            address_list: {
                                direccion: string;
                                id: number;
                                label: string;
                            }[];
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            autorizacion_datos: {
                                /** @enum {string} */
                                estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                fecha: string | null;
                                medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                texto: string;
                            };
                            birthdate: string | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            city: string | null;
                            contactType: string;
                            datos_suprimidos: string | null;
                            documentNumber: string | null;
                            documentType: string | null;
                            email: {
                                email: string;
                                id: number;
                            }[];
                            empresa: {
                                actividad: string | null;
                                persona_contacto: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                web_site: string | null;
                            } | null;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                            id: number;
                            image: string | null;
                            last_name: string;
                            message: string;
                            phone: {
                                id: number;
                                telefono: string;
                            }[];
                            razon_social: string | null;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                            status: string;
                            statusDescripcion: string;
                            telegram: {
                                telegram: string;
                            }[];
                            ultima_gestion: {
                                calificacion: string | null;
                                created_date: string;
                                estado: string;
                                id: number;
                            } | null;
                            user_id: number | null;
                            username: string | null;
                            web_site: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact_id: number;
                            detail: string;
                            /** @enum {boolean} */
                            duplicate: true;
                            fields: ("documentNumber" | "email" | "phone")[];
                        } | {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            actividad: string | null;
                            address: string | null;
                            address_list: {
                                direccion: string;
                                id: number;
                                label: string;
                            }[];
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            autorizacion_datos: {
                                /** @enum {string} */
                                estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                fecha: string | null;
                                medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                texto: string;
                            };
                            birthdate: string | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            city: string | null;
                            contactType: string;
                            datos_suprimidos: string | null;
                            documentNumber: string | null;
                            documentType: string | null;
                            email: {
                                email: string;
                                id: number;
                            }[];
                            empresa: {
                                actividad: string | null;
                                persona_contacto: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                web_site: string | null;
                            } | null;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                            id: number;
                            image: string | null;
                            last_name: string;
                            phone: {
                                id: number;
                                telefono: string;
                            }[];
                            razon_social: string | null;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                            status: string;
                            statusDescripcion: string;
                            telegram: {
                                telegram: string;
                            }[];
                            ultima_gestion: {
                                calificacion: string | null;
                                created_date: string;
                                estado: string;
                                id: number;
                            } | null;
                            user_id: number | null;
                            username: string | null;
                            web_site: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Actualiza los campos enviados del perfil. autorizacion_datos {estado, medio, fecha, texto} registra la autorización de tratamiento de datos (Ley 1581): OTORGADA y NEGADA piden el medio; la fecha (un día, no futuro) es ahora si no se envía; PENDIENTE borra medio y fecha; queda una entrada de auditoría. Un contacto cuyos datos se suprimieron responde 400. */
        patch: {
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
                        actividad?: string;
                        address?: string | null;
                        autorizacion_datos?: {
                            /** @enum {string} */
                            estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                            fecha?: string | null;
                            medio?: ("formulario" | "chat" | "llamada" | "documento") | null;
                            texto?: string;
                        };
                        birthdate?: string | null;
                        city?: string | null;
                        documentNumber?: string | null;
                        documentType?: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO") | null;
                        email?: string | null;
                        first_name?: string;
                        gender?: ("Masculino" | "Femenino" | "Otro") | null;
                        last_name?: string;
                        persona_contacto?: number[];
                        phone?: string | null;
                        razon_social?: string;
                        username?: string | null;
                        web_site?: string | null;
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
                            actividad: string | null;
                            address: string | null;
                            address_list: {
                                direccion: string;
                                id: number;
                                label: string;
                            }[];
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            autorizacion_datos: {
                                /** @enum {string} */
                                estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                fecha: string | null;
                                medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                texto: string;
                            };
                            birthdate: string | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            city: string | null;
                            contactType: string;
                            datos_suprimidos: string | null;
                            documentNumber: string | null;
                            documentType: string | null;
                            email: {
                                email: string;
                                id: number;
                            }[];
                            empresa: {
                                actividad: string | null;
                                persona_contacto: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                web_site: string | null;
                            } | null;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                            id: number;
                            image: string | null;
                            last_name: string;
                            phone: {
                                id: number;
                                telefono: string;
                            }[];
                            razon_social: string | null;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                            status: string;
                            statusDescripcion: string;
                            telegram: {
                                telegram: string;
                            }[];
                            ultima_gestion: {
                                calificacion: string | null;
                                created_date: string;
                                estado: string;
                                id: number;
                            } | null;
                            user_id: number | null;
                            username: string | null;
                            web_site: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/contact/contacto/{id}/actividad/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Actividad del contacto, lo más reciente primero: gestiones (las que el usuario puede ver, como en su historial), conversaciones (las de sus campañas o suyas, o todas con el permiso de ver todos los agentes) y los cambios que la auditoría registró sobre el contacto (perfil, datos, documentos, grupos, relaciones, agentes, hoja de vida, fusiones). Se pagina con before = next_before de la página anterior. */
        get: {
            parameters: {
                query?: {
                    before?: string;
                    limit?: number;
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
                            next_before: string | null;
                            results: {
                                at: string;
                                description: string;
                                key: string;
                                /** @enum {string} */
                                kind: "gestion" | "conversacion" | "perfil" | "datos" | "documento" | "grupo" | "campana" | "relacion" | "agentes" | "hoja_de_vida" | "fusion";
                                link: string | null;
                                title: string;
                                user: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/agents/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            get_full_name: string;
                            id: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/agregar_grupo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        grupo: number[];
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
                            detail: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/assign_agents/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reemplaza los agentes del contacto; solo usuarios con rol Agente, Operador o Supervisor. */
        post: {
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
                        agents: number[];
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
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/crear_relacion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        destinatario: number;
                        /** @enum {string} */
                        tipo_relacion: "Socio" | "Padre" | "Hijo" | "Hermano" | "Tio" | "Cuñado" | "Primo" | "Amigo";
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/datos_personales/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga datos-personales-{id}.xlsx con todo lo que se guarda de la persona, una hoja por tipo: el contacto y sus datos, documentos (nombres), hoja de vida, grupos, campañas, gestiones con observaciones, conversaciones con cada mensaje, casos y respuestas de encuestas (y leads y llamadas donde existan), con fechas. Cada descarga queda en la auditoría. Requiere 'Ver datos personales'. Sirve también para un contacto eliminado o suprimido. */
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
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/foto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La foto del contacto. Admite el token como ?token= para <img src>. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                    v?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes del archivo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description multipart/form-data con el campo file: imagen JPG o PNG de máximo 5 MB. */
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
                            image: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/fusionar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Lo que la fusión de other_id en {id} movería, por tipo; responde 400 o 404 como la fusión. */
        get: {
            parameters: {
                query: {
                    other_id: number;
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
                            moves: {
                                agents: number;
                                campaigns: number;
                                cases: number;
                                contact_data: number;
                                conversations: number;
                                documents: number;
                                gestiones: number;
                                groups: number;
                                relations: number;
                                surveys: number;
                                tasks: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Fusiona el contacto other_id en el contacto {id}, que permanece. En una sola transacción: los valores elegidos en keep (por campo, survivor u other; sin elegir queda el del contacto {id}) se escriben en {id}; gestiones, documentos, conversaciones, encuestas, campañas, grupos, agentes, casos, proyectos, tareas, relaciones y su historial pasan a {id}; teléfonos, e-mails, direcciones y redes que {id} ya tiene (mismo valor) no se duplican; con dos hojas de vida, la elegida recibe las entradas de la otra. other_id queda eliminado como lo deja Eliminar contacto (su documento y teléfono ya no cuentan como duplicados). No se fusiona un contacto consigo mismo, uno eliminado ni una persona con una empresa (400). */
        post: {
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
                        /** @default {} */
                        keep?: {
                            /** @enum {string} */
                            actividad?: "survivor" | "other";
                            /** @enum {string} */
                            address?: "survivor" | "other";
                            /** @enum {string} */
                            birthdate?: "survivor" | "other";
                            /** @enum {string} */
                            city?: "survivor" | "other";
                            /** @enum {string} */
                            document?: "survivor" | "other";
                            /** @enum {string} */
                            email?: "survivor" | "other";
                            /** @enum {string} */
                            first_name?: "survivor" | "other";
                            /** @enum {string} */
                            gender?: "survivor" | "other";
                            /** @enum {string} */
                            last_name?: "survivor" | "other";
                            /** @enum {string} */
                            phone?: "survivor" | "other";
                            /** @enum {string} */
                            razon_social?: "survivor" | "other";
                            /** @enum {string} */
                            resume?: "survivor" | "other";
                            /** @enum {string} */
                            web_site?: "survivor" | "other";
                        };
                        other_id: number;
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
                            contact: {
                                actividad: string | null;
                                address: string | null;
                                address_list: {
                                    direccion: string;
                                    id: number;
                                    label: string;
                                }[];
                                agents: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                autorizacion_datos: {
                                    /** @enum {string} */
                                    estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                    fecha: string | null;
                                    medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                    texto: string;
                                };
                                birthdate: string | null;
                                campaigns: {
                                    id: number;
                                    name: string;
                                }[];
                                city: string | null;
                                contactType: string;
                                datos_suprimidos: string | null;
                                documentNumber: string | null;
                                documentType: string | null;
                                email: {
                                    email: string;
                                    id: number;
                                }[];
                                empresa: {
                                    actividad: string | null;
                                    persona_contacto: {
                                        get_full_name: string;
                                        id: number;
                                    }[];
                                    web_site: string | null;
                                } | null;
                                first_name: string;
                                gender: string | null;
                                get_full_name: string;
                                grupos: [
                                    number,
                                    string,
                                    string
                                ][];
                                id: number;
                                image: string | null;
                                last_name: string;
                                phone: {
                                    id: number;
                                    telefono: string;
                                }[];
                                razon_social: string | null;
                                relaciones: {
                                    destinatario: string;
                                    destinatario_id: number;
                                    id: number;
                                    tipo_relacion: string;
                                }[];
                                status: string;
                                statusDescripcion: string;
                                telegram: {
                                    telegram: string;
                                }[];
                                ultima_gestion: {
                                    calificacion: string | null;
                                    created_date: string;
                                    estado: string;
                                    id: number;
                                } | null;
                                user_id: number | null;
                                username: string | null;
                                web_site: string | null;
                            };
                            detail: string;
                            moved: {
                                agents: number;
                                campaigns: number;
                                cases: number;
                                contact_data: number;
                                conversations: number;
                                documents: number;
                                gestiones: number;
                                groups: number;
                                relations: number;
                                surveys: number;
                                tasks: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/registrar_contacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description El panel Contacto del chat: el agente actualiza el contacto de una conversación que atiende. */
        post: {
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
                        actividad?: string;
                        address?: string | null;
                        autorizacion_datos?: {
                            /** @enum {string} */
                            estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                            fecha?: string | null;
                            medio?: ("formulario" | "chat" | "llamada" | "documento") | null;
                            texto?: string;
                        };
                        birthdate?: string | null;
                        city?: string | null;
                        documentNumber?: string | null;
                        documentType?: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO") | null;
                        email?: string | null;
                        first_name?: string;
                        gender?: ("Masculino" | "Femenino" | "Otro") | null;
                        last_name?: string;
                        persona_contacto?: number[];
                        phone?: string | null;
                        razon_social?: string;
                        username?: string | null;
                        web_site?: string | null;
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
                            actividad: string | null;
                            address: string | null;
                            address_list: {
                                direccion: string;
                                id: number;
                                label: string;
                            }[];
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            autorizacion_datos: {
                                /** @enum {string} */
                                estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                fecha: string | null;
                                medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                texto: string;
                            };
                            birthdate: string | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            city: string | null;
                            contactType: string;
                            datos_suprimidos: string | null;
                            documentNumber: string | null;
                            documentType: string | null;
                            email: {
                                email: string;
                                id: number;
                            }[];
                            empresa: {
                                actividad: string | null;
                                persona_contacto: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                web_site: string | null;
                            } | null;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                            id: number;
                            image: string | null;
                            last_name: string;
                            phone: {
                                id: number;
                                telefono: string;
                            }[];
                            razon_social: string | null;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                            status: string;
                            statusDescripcion: string;
                            telegram: {
                                telegram: string;
                            }[];
                            ultima_gestion: {
                                calificacion: string | null;
                                created_date: string;
                                estado: string;
                                id: number;
                            } | null;
                            user_id: number | null;
                            username: string | null;
                            web_site: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/relaciones/{relationId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    relationId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/contacto/{id}/remover_grupo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        grupo: number[];
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
                            detail: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/suprimir/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Suprime los datos personales de la persona (no se puede deshacer): nombres, documento y textos libres quedan 'Suprimido'; teléfonos, correos, direcciones, documentos, hoja de vida y relaciones se borran; los mensajes quedan sin texto ni archivo y sus conversaciones abiertas se cierran; sus archivos se borran del disco en un trabajo. Se conservan el contacto, sus gestiones con resultados y fechas, grupos y campañas, para que los reportes sigan cuadrando. La auditoría guarda el motivo, sin los valores suprimidos. Un contacto ya suprimido responde 400. Requiere 'Suprimir datos personales'. */
        post: {
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
                        motivo: string;
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
                            archivos: number;
                            detail: string;
                            suprimido: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/{id}/whatsapp_numbers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            id: number;
                            label: string;
                            telefono: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/acciones-masivas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Una acción sobre varios contactos: los ids de seleccion, o con todos: true los que la lista muestra para la misma búsqueda (search) y campaña (campaign), menos los excluidos. Acciones: asignar_campana {campaign}, asignar_agente {agents} (agrega los agentes; conserva los que el contacto ya tenía), agregar_grupo {group} y eliminar (borrado lógico, como el de un contacto). Cada acción pide el permiso de la misma acción sobre un contacto (asignar_campana: 'Crear y modificar Cliente', asignar_agente: 'Asignar Agentes', agregar_grupo: 'Crear y modificar Cliente', eliminar: 'Eliminar Cliente') y corre en una transacción: todo o nada, con las entradas de auditoría de las acciones individuales. Hasta 10000 contactos por acción; una selección mayor responde 400 sin cambiar nada. cambiados cuenta los contactos que la acción cambió. */
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
                        /** @enum {string} */
                        accion: "asignar_campana";
                        campaign: number;
                        seleccion: {
                            campaign?: number | null;
                            excluidos?: number[];
                            ids?: number[];
                            /** @default  */
                            search?: string;
                            /** @default false */
                            todos?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        accion: "asignar_agente";
                        agents: number[];
                        seleccion: {
                            campaign?: number | null;
                            excluidos?: number[];
                            ids?: number[];
                            /** @default  */
                            search?: string;
                            /** @default false */
                            todos?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        accion: "agregar_grupo";
                        group: number;
                        seleccion: {
                            campaign?: number | null;
                            excluidos?: number[];
                            ids?: number[];
                            /** @default  */
                            search?: string;
                            /** @default false */
                            todos?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        accion: "eliminar";
                        seleccion: {
                            campaign?: number | null;
                            excluidos?: number[];
                            ids?: number[];
                            /** @default  */
                            search?: string;
                            /** @default false */
                            todos?: boolean;
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
                        "application/json": {
                            cambiados: number;
                            detail: string;
                            seleccionados: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/crear-igualmente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Crea el contacto aunque ya exista otro igual. */
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
                        address?: string | null;
                        birthdate?: string | null;
                        city?: string | null;
                        confirm_password?: string;
                        /** @enum {string} */
                        contactType?: "PERSONA NATURAL";
                        /** @default false */
                        createUser?: boolean;
                        documentNumber?: string | null;
                        documentType?: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO") | null;
                        email?: string | null;
                        first_name: string;
                        gender?: ("Masculino" | "Femenino" | "Otro") | null;
                        last_name: string;
                        password?: string;
                        phone: string;
                        username?: string | null;
                    } | {
                        actividad: string;
                        address?: string | null;
                        city?: string | null;
                        /** @enum {string} */
                        contactType: "EMPRESA";
                        documentNumber: string;
                        documentType?: ("NIT" | "OTRO") | null;
                        email: string;
                        persona_contacto?: number[];
                        phone: string;
                        razon_social: string;
                        web_site?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actividad: string | null;
                            address: string | null;
                            address_list: {
                                direccion: string;
                                id: number;
                                label: string;
                            }[];
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            autorizacion_datos: {
                                /** @enum {string} */
                                estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                fecha: string | null;
                                medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                texto: string;
                            };
                            birthdate: string | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            city: string | null;
                            contactType: string;
                            datos_suprimidos: string | null;
                            documentNumber: string | null;
                            documentType: string | null;
                            email: {
                                email: string;
                                id: number;
                            }[];
                            empresa: {
                                actividad: string | null;
                                persona_contacto: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                web_site: string | null;
                            } | null;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                            id: number;
                            image: string | null;
                            last_name: string;
                            message: string;
                            phone: {
                                id: number;
                                telefono: string;
                            }[];
                            razon_social: string | null;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                            status: string;
                            statusDescripcion: string;
                            telegram: {
                                telegram: string;
                            }[];
                            ultima_gestion: {
                                calificacion: string | null;
                                created_date: string;
                                estado: string;
                                id: number;
                            } | null;
                            user_id: number | null;
                            username: string | null;
                            web_site: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/exportar-excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga Contactos.xlsx con los contactos que cumplen la búsqueda, generado por partes (memoria constante). */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Descarga Contactos.xlsx con los contactos seleccionados: los ids, o con todos: true los que la lista muestra para la misma búsqueda (search) y campaña (campaign) menos los excluidos. Sin límite de cantidad: se genera por partes. */
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
                        campaign?: number | null;
                        excluidos?: number[];
                        ids?: number[];
                        /** @default  */
                        search?: string;
                        /** @default false */
                        todos?: boolean;
                    };
                };
            };
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/FullList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Hasta 1000 contactos para listas de selección. */
        get: {
            parameters: {
                query?: {
                    search?: string;
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
                            documentNumber: string | null;
                            get_full_name: string;
                            id: number;
                            phone: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/plantilla-excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Plantilla vacía con las columnas de la importación. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/upload_excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Importa contactos desde un .xlsx (campo multipart "file", hasta 20 MB) en segundo plano. El campo opcional "mapping" (JSON: el campo de cada columna por posición, null para no importarla) dice qué lleva cada columna; sin él, las columnas se reconocen por su encabezado. Se requieren Nombres o Razón social y al menos Número de documento, Email o Teléfono. Las filas se asocian a contactos existentes por documento, si no por e-mail, si no por teléfono; una fila que repite a otra anterior del mismo archivo se informa como duplicada. */
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
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job_id: number;
                            message: string;
                            /** @enum {string} */
                            status: "PENDIENTE" | "PROCESANDO" | "COMPLETADO" | "FALLIDO";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/upload_excel/vista-previa/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Lee el encabezado y las primeras 5 filas de un .xlsx (campo multipart "file") con el mismo lector de la importación y sugiere el campo de cada columna por su encabezado. El archivo no se guarda. */
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
                            columns: {
                                field: ("contactType" | "firstName" | "lastName" | "razonSocial" | "documentType" | "documentNumber" | "email" | "phone" | "city" | "address" | "gender" | "birthdate" | "actividad" | "webSite" | "groups") | null;
                                header: string;
                                index: number;
                                letter: string;
                            }[];
                            filename: string;
                            rows: {
                                cells: string[];
                                row_number: number;
                            }[];
                            total_rows: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/contacto/vincular-actualizar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Actualiza el contacto existente (contact_id) con el formulario; conserva su documento. */
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
                        address?: string | null;
                        birthdate?: string | null;
                        city?: string | null;
                        confirm_password?: string;
                        contact_id: number;
                        /** @enum {string} */
                        contactType?: "PERSONA NATURAL";
                        /** @default false */
                        createUser?: boolean;
                        documentNumber?: string | null;
                        documentType?: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO") | null;
                        email?: string | null;
                        first_name: string;
                        gender?: ("Masculino" | "Femenino" | "Otro") | null;
                        last_name: string;
                        password?: string;
                        phone: string;
                        username?: string | null;
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
                            actividad: string | null;
                            address: string | null;
                            address_list: {
                                direccion: string;
                                id: number;
                                label: string;
                            }[];
                            agents: {
                                get_full_name: string;
                                id: number;
                            }[];
                            autorizacion_datos: {
                                /** @enum {string} */
                                estado: "OTORGADA" | "NEGADA" | "PENDIENTE";
                                fecha: string | null;
                                medio: ("formulario" | "chat" | "llamada" | "documento") | null;
                                texto: string;
                            };
                            birthdate: string | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            city: string | null;
                            contactType: string;
                            datos_suprimidos: string | null;
                            documentNumber: string | null;
                            documentType: string | null;
                            email: {
                                email: string;
                                id: number;
                            }[];
                            empresa: {
                                actividad: string | null;
                                persona_contacto: {
                                    get_full_name: string;
                                    id: number;
                                }[];
                                web_site: string | null;
                            } | null;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            grupos: [
                                number,
                                string,
                                string
                            ][];
                            id: number;
                            image: string | null;
                            last_name: string;
                            message: string;
                            phone: {
                                id: number;
                                telefono: string;
                            }[];
                            razon_social: string | null;
                            relaciones: {
                                destinatario: string;
                                destinatario_id: number;
                                id: number;
                                tipo_relacion: string;
                            }[];
                            status: string;
                            statusDescripcion: string;
                            telegram: {
                                telegram: string;
                            }[];
                            ultima_gestion: {
                                calificacion: string | null;
                                created_date: string;
                                estado: string;
                                id: number;
                            } | null;
                            user_id: number | null;
                            username: string | null;
                            web_site: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/datos_contacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description La etiqueta debe ser una de las opciones del tipo. El primer dato de tipo Email, Telefono o Direccion pasa a ser el principal del contacto. */
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
                        contact: number;
                        label: string;
                        /** @enum {string} */
                        tipo: "Telefono" | "Email" | "Direccion" | "Redes Sociales";
                        value_1: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: number;
                            id: number;
                            label: string;
                            message: string;
                            /** @enum {string} */
                            tipo: "Telefono" | "Email" | "Direccion" | "Redes Sociales";
                            value_1: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/datos_contacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description El principal del contacto pasa al siguiente dato de ese tipo, o queda vacío. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/descripcionCalificacion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Calificaciones; búsqueda por nombre, resultado o campaña. Con ordering (name; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                calificacion: {
                                    campaign_name: string;
                                    id: number;
                                    name: string;
                                };
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        calificacion: number;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calificacion: {
                                campaign_name: string;
                                id: number;
                                name: string;
                            };
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/descripcionCalificacion/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            calificacion: {
                                campaign_name: string;
                                id: number;
                                name: string;
                            };
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                        calificacion?: number;
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
                            calificacion: {
                                campaign_name: string;
                                id: number;
                                name: string;
                            };
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/contact/descripcionCalificacion/FullList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Todas las calificaciones con su resultado. */
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
                            calificacion: {
                                campaign_name: string;
                                id: number;
                                name: string;
                            };
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/descripcionCalificacion/get_descripcion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Calificaciones de un resultado. */
        get: {
            parameters: {
                query: {
                    calificacion: number;
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
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/documentos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data con los campos contacto, documentType y file (pdf, jpg, jpeg, png, doc, docx, xls, xlsx; máximo 10 MB; el tipo se comprueba por el contenido), o JSON {contacto, documentType, document (base64), filename} de máximo 10 MB en total. */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: number;
                            created_date: string;
                            document: string;
                            documentType: string;
                            filename: string;
                            id: number;
                            message: string;
                            size: number;
                            user: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/documentos/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Elimina el documento y su archivo. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/documentos/{id}/archivo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga el archivo. Admite el token como ?token= para enlaces directos. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes del archivo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/educacion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        descripcion?: string | null;
                        fecha_fin?: string | null;
                        hoja_de_vida: number;
                        institucion: string;
                        titulo?: string | null;
                        ubicacion?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            descripcion: string;
                            fecha_fin: string;
                            hoja_de_vida: number;
                            id: number;
                            institucion: string;
                            message: string;
                            titulo: string;
                            ubicacion: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/educacion/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/experiencia/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        cargo?: string | null;
                        descripcion?: string | null;
                        hoja_de_vida: number;
                        nombre_empresa?: string | null;
                        tipo_empleo: string;
                        tipo_ubicacion?: string | null;
                        ubicacion?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cargo: string;
                            descripcion: string;
                            hoja_de_vida: number;
                            id: number;
                            message: string;
                            nombre_empresa: string;
                            tipo_empleo: string;
                            tipo_ubicacion: string;
                            ubicacion: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/experiencia/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/gestionContacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Historial de gestiones, las más recientes primero; fechas en días de Bogotá. El enlace next lleva after (el id donde terminó la página) para leer páginas profundas sin offset; limit/offset siguen funcionando. Los filtros estado, agents, campaign, type e is_leads requieren "Ver Gestiones de todos los agentes" (403 si no); sin ese permiso y sin contact, solo se ven las gestiones propias. en_bot (las que pasaron por el bot o no) y en_curso (conversaciones de WhatsApp, Telegram o Facebook en gestión o pendientes, lo que cuenta «Conversaciones en Gestión») los usa cualquiera sobre las gestiones que ve: son los detalles de su dashboard. */
        get: {
            parameters: {
                query?: {
                    after?: number;
                    agents?: string;
                    campaign?: number;
                    contact?: number;
                    en_bot?: "0" | "1" | "true" | "false";
                    en_curso?: "0" | "1" | "true" | "false";
                    estado?: "EN_GESTION" | "PENDIENTE" | "FINALIZADO" | "VENCIDO";
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    is_leads?: "0" | "1" | "true" | "false";
                    limit?: number;
                    offset?: number;
                    search?: string;
                    type?: "WhatsApp" | "Telegram" | "Facebook" | "Telefonía - Manual";
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                agent: string | null;
                                calificacion: string | null;
                                campaign: string | null;
                                contacto: string;
                                contacto_id: number;
                                created_date: string;
                                descripcion: string | null;
                                estado: string;
                                id: number;
                                phone: string | null;
                                type: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Registra una gestión del usuario sobre un contacto (por defecto FINALIZADO, canal Telefonía - Manual). */
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
                        calificacion: number;
                        campaign?: number[];
                        ciudad?: ("BOGOTA" | "BUCARAMANGA") | null;
                        contacto: number;
                        descripcion: number;
                        /**
                         * @default FINALIZADO
                         * @enum {string}
                         */
                        estado?: "EN_GESTION" | "PENDIENTE" | "FINALIZADO";
                        fecha_proximo_contacto?: string | null;
                        hora_proximo_contacto?: string | null;
                        is_leads?: boolean;
                        /** @default  */
                        observaciones?: string;
                        placa?: string | null;
                        tipo_gestion?: number | null;
                        /**
                         * @default Telefonía - Manual
                         * @enum {string}
                         */
                        type?: "WhatsApp" | "Telegram" | "Facebook" | "Telefonía - Manual";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/gestionContacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            agent: {
                                get_full_name: string;
                                id: number;
                            } | null;
                            calificacion: {
                                id: number;
                                name: string;
                            } | null;
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            ciudad: string | null;
                            contacto: {
                                get_full_name: string;
                                id: number;
                                phone: string | null;
                            };
                            contacto_id: number;
                            created_date: string;
                            descripcion: {
                                id: number;
                                name: string;
                            } | null;
                            duration_gestion: number;
                            estado: string;
                            fecha_finalizacion: string | null;
                            fecha_proximo_contacto: string | null;
                            hora_proximo_contacto: string | null;
                            id: number;
                            isLead: boolean;
                            observaciones: string;
                            placa: string | null;
                            tipo_gestion: {
                                id: number;
                                name: string;
                            } | null;
                            type: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Modifica una gestión En Gestión o Pendiente (400 en otro estado); sin "Ver Gestiones de todos los agentes", solo las propias. */
        patch: {
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
                        calificacion?: number;
                        descripcion?: number;
                        /** @enum {string} */
                        estado?: "EN_GESTION" | "PENDIENTE" | "FINALIZADO" | "VENCIDO";
                        observaciones?: string;
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
                            agent: {
                                get_full_name: string;
                                id: number;
                            } | null;
                            calificacion: {
                                id: number;
                                name: string;
                            } | null;
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            ciudad: string | null;
                            contacto: {
                                get_full_name: string;
                                id: number;
                                phone: string | null;
                            };
                            contacto_id: number;
                            created_date: string;
                            descripcion: {
                                id: number;
                                name: string;
                            } | null;
                            duration_gestion: number;
                            estado: string;
                            fecha_finalizacion: string | null;
                            fecha_proximo_contacto: string | null;
                            hora_proximo_contacto: string | null;
                            id: number;
                            isLead: boolean;
                            observaciones: string;
                            placa: string | null;
                            tipo_gestion: {
                                id: number;
                                name: string;
                            } | null;
                            type: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/contact/gestionContacto/exportar-excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga Gestiones.xlsx con los mismos filtros del historial, generado por partes. Los filtros estado, agents, campaign, type e is_leads requieren "Ver Gestiones de todos los agentes" (403 si no); sin ese permiso y sin contact, solo se ven las gestiones propias. en_bot (las que pasaron por el bot o no) y en_curso (conversaciones de WhatsApp, Telegram o Facebook en gestión o pendientes, lo que cuenta «Conversaciones en Gestión») los usa cualquiera sobre las gestiones que ve: son los detalles de su dashboard. */
        get: {
            parameters: {
                query?: {
                    agents?: string;
                    campaign?: number;
                    contact?: number;
                    en_bot?: "0" | "1" | "true" | "false";
                    en_curso?: "0" | "1" | "true" | "false";
                    estado?: "EN_GESTION" | "PENDIENTE" | "FINALIZADO" | "VENCIDO";
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    is_leads?: "0" | "1" | "true" | "false";
                    type?: "WhatsApp" | "Telegram" | "Facebook" | "Telefonía - Manual";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/gestionContacto/por_finalizar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La última gestión abierta de cada contacto, hasta 100 (propias; todas con "Ver Gestiones de todos los agentes"). */
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
                            agent: string | null;
                            campaign: string | null;
                            contacto_id: number;
                            estado: string;
                            gestion_id: number;
                            name: string;
                            phone: string | null;
                            ultima_gestion: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/gestionContacto/proximo_contacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Gestiones con próximo contacto hoy, mañana o en los próximos siete días (propias; todas con "Ver Gestiones de todos los agentes"), de 30 en 30, la más próxima primero. */
        get: {
            parameters: {
                query?: {
                    filtro?: "hoy" | "manana" | "semana";
                    limit?: number;
                    offset?: number;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                agent: string | null;
                                campaign: string | null;
                                contacto: string;
                                contacto_id: number;
                                fecha_proximo_contacto: string;
                                hora_proximo_contacto: string | null;
                                id: number;
                                phone: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/gestiones_por_bot/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Gestiones que pasaron por el bot y las que no (hoy o los últimos siete días), con las 200 más recientes fuera del bot y los días contados (fecha_inicio, fecha_fin): el historial con esos días y en_bot lista cada porción. */
        get: {
            parameters: {
                query?: {
                    rango?: "hoy" | "semana";
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
                            fecha_fin: string;
                            fecha_inicio: string;
                            gestiones: number;
                            gestiones_en_bot: number;
                            gestiones_fuera_bot: number;
                            gestiones_fuera_bot_list: {
                                campana: string | null;
                                contacto: string;
                                created_date: string;
                                estado: string;
                                id: number;
                                type: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/gestiones_por_hora/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Gestiones por hora del día (Bogotá): rango hoy (por defecto) o semana, o fecha_inicio y fecha_fin. Los filtros estado, agents, campaign, type e is_leads requieren "Ver Gestiones de todos los agentes" (403 si no); sin ese permiso y sin contact, solo se ven las gestiones propias. en_bot (las que pasaron por el bot o no) y en_curso (conversaciones de WhatsApp, Telegram o Facebook en gestión o pendientes, lo que cuenta «Conversaciones en Gestión») los usa cualquiera sobre las gestiones que ve: son los detalles de su dashboard. */
        get: {
            parameters: {
                query?: {
                    agents?: string;
                    campaign?: number;
                    estado?: "EN_GESTION" | "PENDIENTE" | "FINALIZADO" | "VENCIDO";
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    rango?: "hoy" | "semana";
                    type?: "WhatsApp" | "Telegram" | "Facebook" | "Telefonía - Manual";
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
                            slots: {
                                contador: number;
                                hora: string;
                            }[];
                            total_gestiones: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/gestiones_por_hora/detalle/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las gestiones (hasta 200) de la hora elegida (0-23) con los mismos filtros del reporte por hora. */
        get: {
            parameters: {
                query: {
                    agents?: string;
                    campaign?: number;
                    estado?: "EN_GESTION" | "PENDIENTE" | "FINALIZADO" | "VENCIDO";
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    hora: number;
                    rango?: "hoy" | "semana";
                    type?: "WhatsApp" | "Telegram" | "Facebook" | "Telefonía - Manual";
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
                            agent: string | null;
                            calificacion: string | null;
                            campaign: string | null;
                            contacto: string;
                            contacto_id: number;
                            created_date: string;
                            descripcion: string | null;
                            estado: string;
                            id: number;
                            phone: string | null;
                            type: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/get_datos_direccion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Datos de tipo Direccion del contacto, del más antiguo al más reciente. */
        get: {
            parameters: {
                query: {
                    contact: number;
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
                            count: number;
                            results: {
                                id: number;
                                label: string;
                                value_1: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/get_datos_email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Datos de tipo Email del contacto, del más antiguo al más reciente. */
        get: {
            parameters: {
                query: {
                    contact: number;
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
                            count: number;
                            results: {
                                id: number;
                                label: string;
                                value_1: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/get_datos_redes_sociales/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Datos de tipo Redes Sociales del contacto, del más antiguo al más reciente. */
        get: {
            parameters: {
                query: {
                    contact: number;
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
                            count: number;
                            results: {
                                id: number;
                                label: string;
                                value_1: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/get_datos_telefono/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Datos de tipo Telefono del contacto, del más antiguo al más reciente. */
        get: {
            parameters: {
                query: {
                    contact: number;
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
                            count: number;
                            results: {
                                id: number;
                                label: string;
                                value_1: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/get_document_contact/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Documentos del contacto, el más reciente primero. */
        get: {
            parameters: {
                query: {
                    contact: number;
                    limit?: number;
                    offset?: number;
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contact: number;
                                created_date: string;
                                document: string;
                                documentType: string;
                                filename: string;
                                id: number;
                                size: number;
                                user: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/get_hoja_de_vida/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    contacto: number;
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
                            conocimientos: {
                                aptitud: string;
                                descripcion: string;
                                hoja_de_vida: number;
                                id: number;
                            }[];
                            contacto: number;
                            descripcion: string;
                            educacion: {
                                descripcion: string;
                                fecha_fin: string;
                                hoja_de_vida: number;
                                id: number;
                                institucion: string;
                                titulo: string;
                                ubicacion: string;
                            }[];
                            experiencia: {
                                cargo: string;
                                descripcion: string;
                                hoja_de_vida: number;
                                id: number;
                                nombre_empresa: string;
                                tipo_empleo: string;
                                tipo_ubicacion: string;
                                ubicacion: string;
                            }[];
                            hobbie: string;
                            id: number;
                            intereses: string;
                            ocupacion: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/grupoContacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Grupos, por nombre. Con ordering (name; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contacts_count: number;
                                /** @enum {string} */
                                etiqueta: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        contacts?: number[];
                        /**
                         * @default blue
                         * @enum {string}
                         */
                        etiqueta?: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contacts_count: number;
                            /** @enum {string} */
                            etiqueta: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/grupoContacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            contacts_count: number;
                            /** @enum {string} */
                            etiqueta: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                        /** @enum {string} */
                        etiqueta?: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
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
                            contacts_count: number;
                            /** @enum {string} */
                            etiqueta: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/contact/grupoContacto/{id}/agregar_contactos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        contacts: number[];
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
                            contactos_agregados: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/grupoContacto/{id}/contactos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Contactos del grupo, como la lista de contactos. Con ordering (name, documentNumber, email; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    after?: number;
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name" | "documentNumber" | "-documentNumber" | "email" | "-email";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contactType: string;
                                documentNumber: string | null;
                                documentType: string | null;
                                email: string | null;
                                first_name: string;
                                get_full_name: string;
                                grupos: [
                                    number,
                                    string,
                                    string
                                ][];
                                id: number;
                                image: string | null;
                                last_name: string;
                                phone: string | null;
                                status: string;
                                telegram: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/grupoContacto/{id}/remover_contactos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        contacts: number[];
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
                            contactos_restantes: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/grupoContacto/carga_masiva/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Archivo .xlsx en el campo file, con las columnas 'Grupo' y 'Documento' (o 'Email'). */
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
                            errores: {
                                fila: number;
                                motivo: string;
                            }[];
                            resultado: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/grupoContacto/FullList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    search?: string;
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
                            /** @enum {string} */
                            etiqueta: "blue" | "orange" | "pink" | "yellow" | "green" | "purple" | "gray";
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/hoja_de_vida/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Una sola hoja de vida por contacto. */
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
                        contacto: number;
                        descripcion?: string | null;
                        hobbie?: string | null;
                        intereses: string;
                        ocupacion: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conocimientos: {
                                aptitud: string;
                                descripcion: string;
                                hoja_de_vida: number;
                                id: number;
                            }[];
                            contacto: number;
                            descripcion: string;
                            educacion: {
                                descripcion: string;
                                fecha_fin: string;
                                hoja_de_vida: number;
                                id: number;
                                institucion: string;
                                titulo: string;
                                ubicacion: string;
                            }[];
                            experiencia: {
                                cargo: string;
                                descripcion: string;
                                hoja_de_vida: number;
                                id: number;
                                nombre_empresa: string;
                                tipo_empleo: string;
                                tipo_ubicacion: string;
                                ubicacion: string;
                            }[];
                            hobbie: string;
                            id: number;
                            intereses: string;
                            message: string;
                            ocupacion: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/importaciones/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            created_at: string;
                            created_rows: number;
                            duplicate_rows: number;
                            error: string | null;
                            filename: string;
                            finished_at: string | null;
                            id: number;
                            processed_rows: number;
                            reanudando: boolean;
                            rejected_rows: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "PROCESANDO" | "COMPLETADO" | "FALLIDO";
                            total_rows: number | null;
                            updated_rows: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/importaciones/{id}/filas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    outcome?: "created" | "updated" | "rejected" | "duplicate";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contact_id: number | null;
                                data: {
                                    [key: string]: string;
                                } | null;
                                /** @enum {string} */
                                outcome: "created" | "updated" | "rejected" | "duplicate";
                                reason: string;
                                row_number: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/importaciones/{id}/resultado.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/reporte_status/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Estado de conexión de agentes, operadores y supervisores. */
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
                            agentes: {
                                full_name: string;
                                id: number;
                                /** @enum {string} */
                                status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/contact/reporte_supervisor/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Reporte de Supervisión: gestiones en curso y finalizadas hoy de cada agente, y conversaciones en espera por campaña; `campaign` limita a los agentes y gestiones de esa campaña. */
        get: {
            parameters: {
                query?: {
                    campaign?: number;
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
                            agentes: {
                                contact_id: number;
                                conversaciones_en_gestion: {
                                    campana: string | null;
                                    contacto: string;
                                    created_date: string;
                                    estado: string;
                                    id: number;
                                    type: string;
                                }[];
                                conversaciones_en_gestion_count: number;
                                full_name: string;
                                gestiones_en_gestion: {
                                    campana: string | null;
                                    contacto: string;
                                    created_date: string;
                                    estado: string;
                                    id: number;
                                    type: string;
                                }[];
                                gestiones_en_gestion_count: number;
                                gestiones_finalizadas_hoy: {
                                    campana: string | null;
                                    contacto: string;
                                    created_date: string;
                                    estado: string;
                                    id: number;
                                    type: string;
                                }[];
                                gestiones_finalizadas_hoy_count: number;
                                id: number;
                                last_login: string | null;
                                /** @enum {string} */
                                status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            }[];
                            en_espera: {
                                campaign: string | null;
                                campaign_id: number | null;
                                total: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/{id}/assign_agent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Toma una conversación en espera. Si dos agentes la toman a la vez, uno la recibe y el otro obtiene 409. */
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
                            agent: {
                                get_full_name: string;
                                id: number;
                            } | null;
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            cerrado: string | null;
                            contacto: {
                                contact_id: number;
                                contact_name: string;
                            };
                            creado: string;
                            /** @enum {string} */
                            estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                            gestion: number | null;
                            id: number;
                            message_received: number;
                            no_leidos: number;
                            phone: string;
                            plantilla_requerida: boolean;
                            /** @enum {string} */
                            prioridad: "BAJO" | "MEDIO" | "ALTO";
                            /** @enum {string} */
                            type: "WhatsApp" | "Telegram" | "Facebook";
                            ultimo_message: {
                                content: string;
                                from_me: boolean;
                                kind: string;
                            } | null;
                            waiting_since: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/{id}/leido/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description El agente asignado leyó la conversación: no_leidos vuelve a 0. Para otros usuarios no cambia nada. */
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
                            conversation: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/{phone}/conversation_type_nota/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    conversation?: number;
                    message_nota: string;
                };
                header?: never;
                path: {
                    phone: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            message: {
                                body: string;
                                caption: string | null;
                                contact: number;
                                created_date: string;
                                date: string;
                                edited: boolean;
                                extra: {
                                    boton?: {
                                        id: string | null;
                                    };
                                    contactos?: {
                                        nombre: string;
                                        telefonos: string[];
                                    }[];
                                    lugar?: {
                                        direccion: string | null;
                                        nombre: string | null;
                                    };
                                    pedido?: {
                                        resumen: string;
                                    };
                                    plantilla?: {
                                        id: number | null;
                                        language: string;
                                        name: string;
                                        variables: string[];
                                    };
                                    tipo_original?: string;
                                } | null;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                mime_type: string | null;
                                /** @enum {string} */
                                msg_type: "text" | "nota" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "contacts" | "order" | "sistema" | "unsupported" | "unknown" | "template";
                                number: number;
                                reactions: {
                                    emoji: string;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                }[];
                                reply_to: {
                                    body: string;
                                    id: number;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                } | null;
                                revoked: boolean;
                                /** @enum {string} */
                                role: "From_me" | "received";
                                sent_by: string | null;
                                sent_by_id: number | null;
                                status: ("pending" | "sent" | "delivered" | "read" | "failed") | null;
                                status_reason: string | null;
                                time: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/{phone}/transfer_conversation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description campaign es obligatoria; sin new_agent la conversación vuelve a la cola de esa campaña. Deja una línea en la conversación. */
        post: {
            parameters: {
                query?: {
                    conversation?: number;
                };
                header?: never;
                path: {
                    phone: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign: number;
                        new_agent?: number | null;
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
                            conversation: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            };
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/get_conversation_gestion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Mis Gestiones: las conversaciones del agente, la de más espera primero. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/get_conversation_new/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description En Espera: las colas de las campañas del usuario, la más antigua primero. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/get_or_create_conversation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        channel?: number;
                        phone: string;
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
                            contact: {
                                get_full_name: string;
                                id: number;
                                phone: string;
                            };
                            conversation: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            };
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/conversation/historial/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las conversaciones del contacto que el usuario puede ver, la más reciente primero, con su tipificación; cerrado es la hora de cierre o null. Los mensajes de cada una: contact_messages/?conversation={id}. */
        get: {
            parameters: {
                query: {
                    contact: number;
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
                            results: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                tipificacion: {
                                    calificacion: string | null;
                                    observaciones: string;
                                    resultado: string | null;
                                } | null;
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/dashboard/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Cifras del dashboard (las propias sin "Ver Gestiones de todos los agentes"). periodos: los días de Bogotá que cuentan gestiones (hoy), gestiones_semana (desde el lunes) y gestiones_mes (desde el día 1); el historial con esos fecha_inicio y fecha_fin da el mismo número. */
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
                            campaign: number;
                            contactos_activos: number;
                            conversaciones_en_gestion: number;
                            gestiones: number;
                            gestiones_finalizadas_hoy: number;
                            gestiones_mes: number;
                            gestiones_semana: number;
                            periodos: {
                                hoy: {
                                    fecha_fin: string;
                                    fecha_inicio: string;
                                };
                                mes: {
                                    fecha_fin: string;
                                    fecha_inicio: string;
                                };
                                semana: {
                                    fecha_fin: string;
                                    fecha_inicio: string;
                                };
                            };
                        };
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
    "/api/facebook/message/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Texto {phone | conversation, type, body} en JSON, o multipart con phone o conversation, type, file y caption (opcional: sin caption el archivo va sin texto). El mensaje se guarda como pending, se responde 201 de inmediato y un trabajo lo envía; su estado (sent, failed con su motivo) llega por el socket de la conversación. WhatsApp: solo dentro de las 24 horas desde el último mensaje del cliente (409 window_closed). Fuera de ellas: {phone | conversation, type: "template", template, variables} envía una plantilla aprobada de la campaña de la conversación (400 si no está aprobada o no es de la campaña). */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            message: {
                                body: string;
                                caption: string | null;
                                contact: number;
                                created_date: string;
                                date: string;
                                edited: boolean;
                                extra: {
                                    boton?: {
                                        id: string | null;
                                    };
                                    contactos?: {
                                        nombre: string;
                                        telefonos: string[];
                                    }[];
                                    lugar?: {
                                        direccion: string | null;
                                        nombre: string | null;
                                    };
                                    pedido?: {
                                        resumen: string;
                                    };
                                    plantilla?: {
                                        id: number | null;
                                        language: string;
                                        name: string;
                                        variables: string[];
                                    };
                                    tipo_original?: string;
                                } | null;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                mime_type: string | null;
                                /** @enum {string} */
                                msg_type: "text" | "nota" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "contacts" | "order" | "sistema" | "unsupported" | "unknown" | "template";
                                number: number;
                                reactions: {
                                    emoji: string;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                }[];
                                reply_to: {
                                    body: string;
                                    id: number;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                } | null;
                                revoked: boolean;
                                /** @enum {string} */
                                role: "From_me" | "received";
                                sent_by: string | null;
                                sent_by_id: number | null;
                                status: ("pending" | "sent" | "delivered" | "read" | "failed") | null;
                                status_reason: string | null;
                                time: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/get_contact_campaign_agent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    campaign: number;
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
                            get_full_name: string;
                            id: number;
                            status: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/get_gestion_finalizada/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    frecuencia?: "all" | "today" | "yesterday" | "week" | "month";
                    limit?: number;
                    offset?: number;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/guardar_gestion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Tipifica y cierra la conversación abierta del contacto; una conversación cerrada no se tipifica dos veces (409). */
        post: {
            parameters: {
                query: {
                    contacto: number;
                    conversation?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        calificacion: number;
                        campaign?: number;
                        descripcion: number;
                        fecha_proximo_contacto?: string | null;
                        hora_proximo_contacto?: string | null;
                        /** @default false */
                        is_leads?: boolean;
                        /** @default  */
                        observaciones?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            gestion: {
                                id: number;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/health/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @description El respaldo diario; null mientras la base no responde. No cambia el estado de la respuesta. */
                            respaldo: {
                                /** @description Nombre del archivo que escribió la última ejecución correcta, sin su carpeta. */
                                archivo: string | null;
                                /**
                                 * @description ok, error, pendiente (aún no ha corrido) o desactivado (BACKUP_KEEP=0).
                                 * @enum {string}
                                 */
                                estado: "ok" | "error" | "pendiente" | "desactivado";
                                /** @description Fin de la última ejecución del respaldo diario (ISO 8601), o null si aún no corre. */
                                ultimo: string | null;
                            } | null;
                            /** @enum {string} */
                            status: "ok" | "error";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok" | "down";
                            /** @description El respaldo diario; null mientras la base no responde. No cambia el estado de la respuesta. */
                            respaldo: {
                                /** @description Nombre del archivo que escribió la última ejecución correcta, sin su carpeta. */
                                archivo: string | null;
                                /**
                                 * @description ok, error, pendiente (aún no ha corrido) o desactivado (BACKUP_KEEP=0).
                                 * @enum {string}
                                 */
                                estado: "ok" | "error" | "pendiente" | "desactivado";
                                /** @description Fin de la última ejecución del respaldo diario (ISO 8601), o null si aún no corre. */
                                ultimo: string | null;
                            } | null;
                            /** @enum {string} */
                            status: "ok" | "error";
                        };
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
    "/api/issabel/hangup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        channel_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/issabel/make_call/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        extension: string;
                        number: string;
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
                            data: {
                                channel_id: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Campañas de difusión, la más reciente primero; search busca en nombre y descripción; fecha_inicio y fecha_fin (AAAA-MM-DD, día de Bogotá) acotan la fecha de creación. Cada una trae sus envíos (managements) con sus cifras. Quien no ve todas las campañas (sin «Ver Gestiones de todos los agentes») ve, envía y crea solo las de sus campañas; las de otra campaña responden 404 como si no existieran. */
        get: {
            parameters: {
                query?: {
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    limit?: number;
                    offset?: number;
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                body: string;
                                campaign: number;
                                campaign_name: string;
                                channel: number;
                                channel_name: string;
                                created_date: string;
                                descripcion: string;
                                id: number;
                                managements: {
                                    channel: string;
                                    channel_id: number;
                                    created_date: string;
                                    description: string;
                                    finished_date: string | null;
                                    groups: number[];
                                    id: number;
                                    metadata: {
                                        exitosos: number;
                                        fallidos: number;
                                        mensajes_enviados: number;
                                        mensajes_fallidos: number;
                                        mensajes_pendientes: number;
                                        multiples_telefonos: number;
                                        progreso: number;
                                        sin_telefono: number;
                                        total_contactos: number;
                                    };
                                    started_date: string | null;
                                    /** @enum {string} */
                                    status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                    template: {
                                        id: number;
                                        name: string;
                                    } | null;
                                }[];
                                name: string;
                                puede_enviar: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea una campaña de difusión (name, descripcion, campaign, body; channel opcional: el primer canal de WhatsApp de la campaña). La campaña debe ser una de las del usuario (salvo para quien ve todas) y el canal, de esa campaña. */
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
                        /** @default  */
                        body?: string;
                        campaign: number;
                        channel?: number;
                        /** @default  */
                        descripcion?: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            campaign: number;
                            campaign_name: string;
                            channel: number;
                            channel_name: string;
                            created_date: string;
                            descripcion: string;
                            id: number;
                            managements: {
                                channel: string;
                                channel_id: number;
                                created_date: string;
                                description: string;
                                finished_date: string | null;
                                groups: number[];
                                id: number;
                                metadata: {
                                    exitosos: number;
                                    fallidos: number;
                                    mensajes_enviados: number;
                                    mensajes_fallidos: number;
                                    mensajes_pendientes: number;
                                    multiples_telefonos: number;
                                    progreso: number;
                                    sin_telefono: number;
                                    total_contactos: number;
                                };
                                started_date: string | null;
                                /** @enum {string} */
                                status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                template: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            message: string;
                            name: string;
                            puede_enviar: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            body: string;
                            campaign: number;
                            campaign_name: string;
                            channel: number;
                            channel_name: string;
                            created_date: string;
                            descripcion: string;
                            id: number;
                            managements: {
                                channel: string;
                                channel_id: number;
                                created_date: string;
                                description: string;
                                finished_date: string | null;
                                groups: number[];
                                id: number;
                                metadata: {
                                    exitosos: number;
                                    fallidos: number;
                                    mensajes_enviados: number;
                                    mensajes_fallidos: number;
                                    mensajes_pendientes: number;
                                    multiples_telefonos: number;
                                    progreso: number;
                                    sin_telefono: number;
                                    total_contactos: number;
                                };
                                started_date: string | null;
                                /** @enum {string} */
                                status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                template: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            name: string;
                            puede_enviar: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/{id}/detalle/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Los contactos de una lista de las estadísticas (tipo: exitosos, fallidos, multiples_telefonos, sin_telefono o todos), 30 por página; search busca por contacto o número. Cada uno con sus teléfonos, su estado y el motivo si falló. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    search?: string;
                    tipo?: "exitosos" | "fallidos" | "multiples_telefonos" | "sin_telefono" | "todos";
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contact: number | null;
                                mensajes_exitosos: number;
                                nombre: string;
                                telefono: string;
                                telefonos: {
                                    error: string | null;
                                    /** @enum {string} */
                                    status: "pendiente" | "enviando" | "exitoso" | "fallido" | "sin_telefono" | "incierto";
                                    telefono: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/{id}/estadisticas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las cifras del envío: exitosos, fallidos, sin_telefono, multiples_telefonos, total_contactos (contactos) y los mensajes enviados, fallidos y pendientes, con el progreso de 0 a 100. Mientras envía, cambian tras cada lote. */
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
                            broadcast: number | null;
                            /** @enum {string} */
                            kind: "difusion" | "confirmacion" | "masivo";
                            management: number;
                            metadata: {
                                exitosos: number;
                                fallidos: number;
                                mensajes_enviados: number;
                                mensajes_fallidos: number;
                                mensajes_pendientes: number;
                                multiples_telefonos: number;
                                progreso: number;
                                sin_telefono: number;
                                total_contactos: number;
                            };
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/difusion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Envía la campaña de difusión: la plantilla (aprobada en la cuenta del canal y de la campaña) a cada teléfono de los contactos de los grupos, en segundo plano, al ritmo del canal (mensajes_por_segundo, 80 por defecto). Cada campaña se envía una sola vez (400 si ya se envió). El avance llega por /ws/difusion/ y por estadisticas/. */
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
                        campaign_broadcast: number;
                        /** @default  */
                        description?: string;
                        grupo_contacto_id: number[];
                        template: number;
                        /** @default [] */
                        variables?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            broadcast: {
                                body: string;
                                campaign: number;
                                campaign_name: string;
                                channel: number;
                                channel_name: string;
                                created_date: string;
                                descripcion: string;
                                id: number;
                                managements: {
                                    channel: string;
                                    channel_id: number;
                                    created_date: string;
                                    description: string;
                                    finished_date: string | null;
                                    groups: number[];
                                    id: number;
                                    metadata: {
                                        exitosos: number;
                                        fallidos: number;
                                        mensajes_enviados: number;
                                        mensajes_fallidos: number;
                                        mensajes_pendientes: number;
                                        multiples_telefonos: number;
                                        progreso: number;
                                        sin_telefono: number;
                                        total_contactos: number;
                                    };
                                    started_date: string | null;
                                    /** @enum {string} */
                                    status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                    template: {
                                        id: number;
                                        name: string;
                                    } | null;
                                }[];
                                name: string;
                                puede_enviar: boolean;
                            };
                            management: {
                                channel: string;
                                channel_id: number;
                                created_date: string;
                                description: string;
                                finished_date: string | null;
                                groups: number[];
                                id: number;
                                metadata: {
                                    exitosos: number;
                                    fallidos: number;
                                    mensajes_enviados: number;
                                    mensajes_fallidos: number;
                                    mensajes_pendientes: number;
                                    multiples_telefonos: number;
                                    progreso: number;
                                    sin_telefono: number;
                                    total_contactos: number;
                                };
                                started_date: string | null;
                                /** @enum {string} */
                                status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                template: {
                                    id: number;
                                    name: string;
                                } | null;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/send_confirmacion_servicio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Confirmaciones de servicio: una plantilla de confirmación por fila (columnas Nombre, Teléfono, Plantilla, Variable 1…5). Archivo .xlsx en el campo multipart "file" (un .xls antiguo se rechaza con el motivo); campos opcionales channel (canal de WhatsApp; por defecto el primero de sus campañas) y template (plantilla por defecto). Hasta 100 filas se responde 200 con enviados y no_enviados (cada uno con su motivo); un archivo mayor, o uno que el proveedor frena, responde 202 con el mensaje de carga en proceso y sigue en segundo plano: su resultado se lee con GET …/{id}/ (solo las cargas por canales de sus campañas, salvo para quien ve todas). Las mismas filas por el mismo canal dentro de 10 minutos se rechazan con 400: sus mensajes no se envían dos veces. */
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
                            enviados: {
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            error: string | null;
                            id: number;
                            message: string;
                            no_enviados: {
                                error: string;
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            procesadas: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enviados: {
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            error: string | null;
                            id: number;
                            message: string;
                            no_enviados: {
                                error: string;
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            procesadas: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/send_confirmacion_servicio/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El resultado (o el avance) de una carga de confirmaciones. */
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
                            enviados: {
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            error: string | null;
                            id: number;
                            message: string;
                            no_enviados: {
                                error: string;
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            procesadas: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/campaign_broadcasts/send_confirmacion_servicio/plantilla/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo de ejemplo de las confirmaciones. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/event/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Formulario público ¡Contáctanos! (sin sesión): crea o encuentra el contacto y un lead de tipo event; con campaign se asigna al agente con menos leads abiertos. Cinco envíos por dirección cada diez minutos (429). Un envío con el campo oculto website lleno se responde igual y no se guarda. */
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
                        /** @enum {boolean} */
                        autorizacion_datos: true;
                        campaign?: number;
                        cedula: string;
                        email: string;
                        "form-name"?: string | null;
                        message: string;
                        name: string;
                        page_name?: string | null;
                        phone: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Leads, los más recientes primero, de 30 en 30; tipo_lead event (formulario, prospectos) o programado; fechas en días de Bogotá. Sin "Ver Leads de todos los agentes" solo se ven los leads asignados al usuario, y los filtros agents y campaign dan 403. */
        get: {
            parameters: {
                query?: {
                    agents?: string;
                    campaign?: number;
                    estado?: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    limit?: number;
                    offset?: number;
                    search?: string;
                    tipo_lead?: "event" | "programado";
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                agent: [
                                    string,
                                    number
                                ][];
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                contact: {
                                    email: {
                                        email: string;
                                    }[];
                                    first_name: string;
                                    full_name: string;
                                    id: number;
                                    phone: {
                                        telefono: string;
                                    }[];
                                };
                                created_date: string;
                                /** @enum {string} */
                                estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                fecha_vencimiento: string | null;
                                gestion_contacto: number | null;
                                id: number;
                                metadata: {
                                    [key: string]: string;
                                };
                                observaciones: string;
                                source: string;
                                /** @enum {string} */
                                tipo: "event" | "programado";
                                vencido: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Programación manual: un contacto existente (contact) o uno nuevo (new_contact), campaña, agente de esa campaña, observaciones y fecha_vencimiento (AAAA-MM-DD o AAAA-MM-DD HH:MM, Bogotá). Todo o nada; los errores van bajo leads.{n}.{campo}. */
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
                        leads: {
                            agent: number;
                            campaign: number;
                            contact?: number;
                            fecha_vencimiento: string;
                            new_contact?: {
                                email: string;
                                first_name: string;
                                last_name: string;
                                phone: string;
                            };
                            observaciones: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Un lead (404 si es de otro agente y no se ven todos). Sin "Ver Leads de todos los agentes" solo se ven los leads asignados al usuario, y los filtros agents y campaign dan 403. */
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
                            agent: [
                                string,
                                number
                            ][];
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            contact: {
                                email: {
                                    email: string;
                                }[];
                                first_name: string;
                                full_name: string;
                                id: number;
                                phone: {
                                    telefono: string;
                                }[];
                            };
                            created_date: string;
                            descripcion: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            existencia: number | null;
                            fecha_vencimiento: string | null;
                            gestion_contacto: number | null;
                            id: number;
                            metadata: {
                                [key: string]: string;
                            };
                            nombre: string | null;
                            observaciones: string;
                            referencia: string | null;
                            source: string;
                            /** @enum {string} */
                            tipo: "event" | "programado";
                            vencido: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Modifica referencia, nombre, descripcion y existencia. */
        patch: {
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
                        descripcion?: string | null;
                        existencia?: number | null;
                        nombre?: string | null;
                        referencia?: string | null;
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
                            agent: [
                                string,
                                number
                            ][];
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            contact: {
                                email: {
                                    email: string;
                                }[];
                                first_name: string;
                                full_name: string;
                                id: number;
                                phone: {
                                    telefono: string;
                                }[];
                            };
                            created_date: string;
                            descripcion: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            existencia: number | null;
                            fecha_vencimiento: string | null;
                            gestion_contacto: number | null;
                            id: number;
                            metadata: {
                                [key: string]: string;
                            };
                            nombre: string | null;
                            observaciones: string;
                            referencia: string | null;
                            source: string;
                            /** @enum {string} */
                            tipo: "event" | "programado";
                            vencido: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/leads/leads/{id}/asignar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asigna el lead (no finalizado) a un agente de su campaña (o de campaign, que la cambia): queda PENDIENTE para él. */
        post: {
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
                        agent: number;
                        campaign?: number;
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
                            agent: [
                                string,
                                number
                            ][];
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            contact: {
                                email: {
                                    email: string;
                                }[];
                                first_name: string;
                                full_name: string;
                                id: number;
                                phone: {
                                    telefono: string;
                                }[];
                            };
                            created_date: string;
                            descripcion: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            existencia: number | null;
                            fecha_vencimiento: string | null;
                            gestion_contacto: number | null;
                            id: number;
                            metadata: {
                                [key: string]: string;
                            };
                            nombre: string | null;
                            observaciones: string;
                            referencia: string | null;
                            source: string;
                            /** @enum {string} */
                            tipo: "event" | "programado";
                            vencido: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/{id}/cambiar_estado/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description INICIAR (PENDIENTE → EN_PROCESO, al abrir su chat o llamar) o FINALIZAR (EN_PROCESO → FINALIZADO, con gestion: una gestión del contacto del lead). Cualquier otro paso es 400 y no cambia nada. */
        post: {
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
                        /** @enum {string} */
                        accion: "INICIAR" | "FINALIZAR";
                        gestion?: number;
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
                            agent: [
                                string,
                                number
                            ][];
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            contact: {
                                email: {
                                    email: string;
                                }[];
                                first_name: string;
                                full_name: string;
                                id: number;
                                phone: {
                                    telefono: string;
                                }[];
                            };
                            created_date: string;
                            descripcion: string | null;
                            /** @enum {string} */
                            estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            existencia: number | null;
                            fecha_vencimiento: string | null;
                            gestion_contacto: number | null;
                            id: number;
                            metadata: {
                                [key: string]: string;
                            };
                            nombre: string | null;
                            observaciones: string;
                            referencia: string | null;
                            source: string;
                            /** @enum {string} */
                            tipo: "event" | "programado";
                            vencido: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/{id}/timeline/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Línea de tiempo del lead; duraciones en segundos. */
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
                            created_date: string;
                            duration_asignacion: number | null;
                            duration_gestion: number | null;
                            fecha_asignacion: string | null;
                            fecha_finalizacion: string | null;
                            fecha_inicio: string | null;
                            lead: number;
                            pasos: {
                                /** @enum {string} */
                                estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                fecha: string;
                                user: string | null;
                            }[];
                            total_duration: number | null;
                            user: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/exportar-excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga 'Reporte Leads.xlsx' con los filtros de la lista. Sin "Ver Leads de todos los agentes" solo se ven los leads asignados al usuario, y los filtros agents y campaign dan 403. */
        get: {
            parameters: {
                query?: {
                    agents?: string;
                    campaign?: number;
                    estado?: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                    fecha_fin?: string;
                    fecha_inicio?: string;
                    tipo_lead?: "event" | "programado";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/leads_por_hora/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Leads por franja del día (Bogotá): antes_8am y una por hora de 08:00 a 23:00, con los 50 más recientes de cada una. Sin "Ver Leads de todos los agentes" solo se ven los leads asignados al usuario, y los filtros agents y campaign dan 403. */
        get: {
            parameters: {
                query: {
                    agents?: string;
                    campaign?: number;
                    estado?: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                    fecha_fin: string;
                    fecha_inicio: string;
                    type?: "event" | "programado";
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
                            franjas: {
                                contador: number;
                                hora: string;
                                leads: {
                                    contacto: string;
                                    created_date: string;
                                    /** @enum {string} */
                                    estado: "SIN_ASIGNAR" | "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                                    id: number;
                                    /** @enum {string} */
                                    type: "event" | "programado";
                                }[];
                            }[];
                            total_leads: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/plantilla_programacion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Plantilla de Subir Programaciones: sus columnas y una fila de ejemplo. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/prospectos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Crea el contacto del prospecto y su lead (origen Prospecto). Un contacto con el mismo documento, e-mail o teléfono es el 400 de duplicado de contactos. */
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
                        agent?: number;
                        birthday: string;
                        campaign?: number;
                        city: string;
                        documentNumber: string;
                        /** @enum {string} */
                        documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                        email: string;
                        first_name: string;
                        /** @enum {string} */
                        gender: "Masculino" | "Femenino" | "Otro";
                        last_name: string;
                        observations: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: number;
                            lead: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact_id: number;
                            detail: string;
                            /** @enum {boolean} */
                            duplicate: true;
                            fields: ("documentNumber" | "email" | "phone")[];
                        } | {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/leads/leads/upload_programacion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Programa leads desde un .xlsx (campo multipart "file"): Teléfono, Campaña, Agente, Observaciones y Fecha de Vencimiento; Nombres, Apellidos y Email crean el contacto cuando el teléfono no es de ninguno. Todo o nada: con errores responde 400 con una línea por problema en errores. */
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
                            ids: number[];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            errores: string[];
                        } | {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            birth_date: string | null;
                            city: string | null;
                            contactType: ("PERSONA NATURAL" | "PERSONA JURIDICA") | null;
                            documentNumber: string | null;
                            documentType: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO") | null;
                            email: string;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            groups: string[];
                            id: number;
                            image: string | null;
                            last_name: string;
                            modules: {
                                id: number;
                                name: string;
                                submodulos: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            roles: {
                                id: number;
                                nombre: string;
                            }[];
                            session: {
                                login_time: string | null;
                                pause_started_at: string | null;
                                paused_seconds: number;
                                server_time: string;
                            };
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            user_permissions: string[];
                            username: string;
                        };
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
    "/api/modulo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            results: {
                                active: boolean;
                                id: number;
                                name: string;
                                submodulos: {
                                    active: boolean;
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/modulo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
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
                        active: boolean;
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
                            active: boolean;
                            id: number;
                            name: string;
                            submodulos: {
                                active: boolean;
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/produccion/account/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Cuentas, la más reciente primero; búsqueda por documento o nombre. Con ordering (documentNumber, name, city; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "documentNumber" | "-documentNumber" | "name" | "-name" | "city" | "-city";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                address: string;
                                city: string;
                                documentNumber: string;
                                /** @enum {string} */
                                documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                                id: number;
                                name: string;
                                phone: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        address: string;
                        city: string;
                        documentNumber: string;
                        /** @enum {string} */
                        documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                        name: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            city: string;
                            documentNumber: string;
                            /** @enum {string} */
                            documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                            id: number;
                            message: string;
                            name: string;
                            phone: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/produccion/account/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            address: string;
                            city: string;
                            documentNumber: string;
                            /** @enum {string} */
                            documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                            id: number;
                            name: string;
                            phone: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                        address?: string;
                        city?: string;
                        documentNumber?: string;
                        /** @enum {string} */
                        documentType?: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                        name?: string;
                        phone?: string;
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
                            address: string;
                            city: string;
                            documentNumber: string;
                            /** @enum {string} */
                            documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "NIT" | "OTRO";
                            id: number;
                            message: string;
                            name: string;
                            phone: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/productos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Productos, el más reciente primero; busca por nombre, código, marca o categoría. Con ordering (codigo_producto, name, marca, categoria, precio; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "codigo_producto" | "-codigo_producto" | "name" | "-name" | "marca" | "-marca" | "categoria" | "-categoria" | "precio" | "-precio";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                categoria: string;
                                codigo_producto: string;
                                created_date: string;
                                descripcion: string;
                                detalles_producto: {
                                    descripcion: string;
                                    "dise\u00F1o": string;
                                    id: number;
                                    observaciones: string;
                                    pais: string;
                                }[];
                                id: number;
                                imagenes: {
                                    id: number;
                                    imagen: string;
                                }[];
                                marca: string;
                                name: string;
                                precio: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description El formulario del producto; precio en pesos (texto decimal o número, hasta dos decimales). */
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
                        /** @default  */
                        categoria?: string;
                        codigo_producto: string;
                        descripcion: string;
                        /** @default [] */
                        detalles_producto?: {
                            /** @default  */
                            descripcion?: string;
                            /** @default  */
                            "dise\u00F1o"?: string;
                            /** @default  */
                            observaciones?: string;
                            /** @default  */
                            pais?: string;
                        }[];
                        marca: string;
                        name: string;
                        precio: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categoria: string;
                            codigo_producto: string;
                            created_date: string;
                            descripcion: string;
                            detalles_producto: {
                                descripcion: string;
                                "dise\u00F1o": string;
                                id: number;
                                observaciones: string;
                                pais: string;
                            }[];
                            id: number;
                            imagenes: {
                                id: number;
                                imagen: string;
                            }[];
                            marca: string;
                            message: string;
                            name: string;
                            precio: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/productos/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            categoria: string;
                            codigo_producto: string;
                            created_date: string;
                            descripcion: string;
                            detalles_producto: {
                                descripcion: string;
                                "dise\u00F1o": string;
                                id: number;
                                observaciones: string;
                                pais: string;
                            }[];
                            id: number;
                            imagenes: {
                                id: number;
                                imagen: string;
                            }[];
                            marca: string;
                            name: string;
                            precio: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** @description El formulario completo, como al crear: los detalles enviados reemplazan a los del producto. */
        put: {
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
                        /** @default  */
                        categoria?: string;
                        codigo_producto: string;
                        descripcion: string;
                        /** @default [] */
                        detalles_producto?: {
                            /** @default  */
                            descripcion?: string;
                            /** @default  */
                            "dise\u00F1o"?: string;
                            /** @default  */
                            observaciones?: string;
                            /** @default  */
                            pais?: string;
                        }[];
                        marca: string;
                        name: string;
                        precio: string;
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
                            categoria: string;
                            codigo_producto: string;
                            created_date: string;
                            descripcion: string;
                            detalles_producto: {
                                descripcion: string;
                                "dise\u00F1o": string;
                                id: number;
                                observaciones: string;
                                pais: string;
                            }[];
                            id: number;
                            imagenes: {
                                id: number;
                                imagen: string;
                            }[];
                            marca: string;
                            message: string;
                            name: string;
                            precio: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** @description Elimina el producto con sus imágenes y detalles. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productos/{id}/imagenes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data con el campo imagen: JPG, PNG o WEBP (se comprueba por el contenido) de máximo 5 MB; hasta 10 imágenes por producto. */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            imagen: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/productos/{id}/imagenes/{imagen}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    imagen: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productos/imagenes/{imagen}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La imagen de un producto. Admite el token como ?token= para <img src>. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    imagen: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes de la imagen. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/reportes/informe_pdf/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El informe de servicio del caso en PDF, generado al pedirlo. Admite ?token= para abrirlo en una ventana nueva. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Los bytes del archivo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/roles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Roles, por id. Con ordering (nombre; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "nombre" | "-nombre";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                nombre: string;
                                permissions: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        nombre: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            nombre: string;
                            permissions: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/roles/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            id: number;
                            nombre: string;
                            permissions: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                        nombre: string;
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
                            id: number;
                            nombre: string;
                            permissions: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/session_history/end_pause/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                            session: {
                                login_time: string | null;
                                pause_started_at: string | null;
                                paused_seconds: number;
                                server_time: string;
                            };
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/session_history/heartbeat/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Una página abierta lo dice cada 30 s; sin latidos durante PRESENCE_TIMEOUT_SECONDS el usuario aparece DESCONECTADO. */
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
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                        };
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
    "/api/session_history/start_pause/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        /** @default  */
                        comment?: string;
                        /** @enum {string} */
                        reason: "Almuerzo" | "Reunión interna" | "Auditoría" | "Capacitación" | "Soporte técnico" | "Smile" | "Asunto personal";
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
                            session: {
                                login_time: string | null;
                                pause_started_at: string | null;
                                paused_seconds: number;
                                server_time: string;
                            };
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
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
    "/api/session_history/user_session_history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Sesiones de un usuario (contact_id; sin él, las propias). Ver las de otro requiere el permiso de historial de sesiones. */
        get: {
            parameters: {
                query?: {
                    contact_id?: "" | number;
                    fecha_fin?: "" | string;
                    fecha_inicio?: "" | string;
                    limit?: number;
                    offset?: number;
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                login_time: string;
                                logout_time: string | null;
                                net_work_time: string;
                                pauses: {
                                    comment: string;
                                    id: number;
                                    reason: string;
                                    time_range: string;
                                }[];
                                session_duration: string;
                                total_pause_time: string;
                                user: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/session_history/user_session_history/exportar-excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga HistorialConexion.xlsx: todas las sesiones del usuario (contact_id; sin él, las propias) en los días elegidos, con las columnas de la lista. Mismo permiso que la lista. */
        get: {
            parameters: {
                query?: {
                    contact_id?: "" | number;
                    fecha_fin?: "" | string;
                    fecha_inicio?: "" | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/sim/channels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Los canales de WhatsApp y Telegram cuyo api_url apunta al simulador, y el api_url que deben tener: una ruta de este servidor, que sigue sirviendo si cambia su puerto. */
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
                            /** @description El api_url que debe tener un canal de este servidor para que lo atienda el simulador. */
                            api_urls: {
                                Telegram: string;
                                WhatsApp: string;
                            };
                            channels: {
                                campaign: number;
                                id: number;
                                nombre: string;
                                /** @enum {string} */
                                tipo: "WhatsApp" | "Telegram";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/sim/conversation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La conversación como la ve el cliente: sus mensajes y las respuestas que el agente envió por el canal. */
        get: {
            parameters: {
                query: {
                    address: string;
                    channel: number;
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
                            address: string;
                            channel: number;
                            messages: {
                                created_at: string;
                                file: {
                                    filename: string | null;
                                    mime_type: string;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                from: "customer" | "agent";
                                /** @description El id del proveedor: wamid, o message_id de Telegram. */
                                id: string;
                                /** @enum {string} */
                                kind: "text" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "template";
                                /** @description Un archivo enviado por URL. */
                                link: string | null;
                                location: {
                                    latitude: number;
                                    longitude: number;
                                    name: string | null;
                                } | null;
                                /** @enum {string} */
                                status: "sent" | "delivered" | "read";
                                /** @description El texto, o la descripción de un archivo. */
                                text: string | null;
                            }[];
                            name: string;
                            /** @enum {string} */
                            tipo: "WhatsApp" | "Telegram";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/sim/files/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Un archivo de una conversación simulada. Admite ?token= para <img src>. */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
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
                    content?: never;
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
    "/api/sim/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description El cliente escribe: texto, imagen o documento (base64) o ubicación. Se entrega al webhook del canal como lo haría el proveedor, firmado; si el webhook la rechaza se responde 502. Un bot de Telegram sin webhook (deleteWebhook) la recibe con getUpdates. */
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
                        address: string;
                        channel: number;
                        /** @enum {string} */
                        kind: "text";
                        name: string;
                        text: string;
                    } | {
                        address: string;
                        caption?: string;
                        channel: number;
                        file: {
                            /** @description El archivo en base64 (o como data URL). */
                            data: string;
                            mime_type: string;
                            name: string;
                        };
                        /** @enum {string} */
                        kind: "image";
                        name: string;
                    } | {
                        address: string;
                        caption?: string;
                        channel: number;
                        file: {
                            /** @description El archivo en base64 (o como data URL). */
                            data: string;
                            mime_type: string;
                            name: string;
                        };
                        /** @enum {string} */
                        kind: "document";
                        name: string;
                    } | {
                        address: string;
                        channel: number;
                        /** @enum {string} */
                        kind: "location";
                        latitude: number;
                        longitude: number;
                        name: string;
                        place?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                created_at: string;
                                file: {
                                    filename: string | null;
                                    mime_type: string;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                from: "customer" | "agent";
                                /** @description El id del proveedor: wamid, o message_id de Telegram. */
                                id: string;
                                /** @enum {string} */
                                kind: "text" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "template";
                                /** @description Un archivo enviado por URL. */
                                link: string | null;
                                location: {
                                    latitude: number;
                                    longitude: number;
                                    name: string | null;
                                } | null;
                                /** @enum {string} */
                                status: "sent" | "delivered" | "read";
                                /** @description El texto, o la descripción de un archivo. */
                                text: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/sim/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description El cliente lee las respuestas del agente: WhatsApp entrega los estados delivered y read al webhook. Telegram no tiene confirmaciones de lectura (409). */
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
                        address: string;
                        channel: number;
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
                            /** @description Mensajes del agente marcados como leídos. */
                            read: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/sim/templates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las plantillas que recibió la cuenta de WhatsApp Business simulada del canal, con su revisión. */
        get: {
            parameters: {
                query: {
                    channel: number;
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
                            templates: {
                                body: string;
                                category: string;
                                id: string;
                                language: string;
                                name: string;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/sim/templates/review/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Hace de Meta: cambia la revisión de una plantilla (APPROVED, REJECTED, PAUSED, DISABLED) y envía el webhook message_template_status_update firmado a los canales de su cuenta. Solo quien administra canales. */
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
                        channel: number;
                        /** @default es */
                        language?: string;
                        name: string;
                        reason?: string;
                        /** @enum {string} */
                        status: "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
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
                            entregas: number;
                            template: {
                                body: string;
                                category: string;
                                id: string;
                                language: string;
                                name: string;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/submodulo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
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
                        active: boolean;
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
                            active: boolean;
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/survey/asignables/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las encuestas que se pueden asignar a un contacto: las que se responden por enlace (WhatsApp y general), por nombre. */
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
                            results: {
                                campaign_name: string;
                                id: number;
                                name: string;
                                survey_type: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/gestion/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las encuestas de telefonía de las campañas de la gestión, con sus preguntas y si ya se respondieron en ella. */
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
                            results: {
                                campaign_name: string;
                                description: string;
                                id: number;
                                name: string;
                                questions: {
                                    id: number;
                                    number: number;
                                    options: {
                                        number: number;
                                        text: string;
                                    }[];
                                    question_type_id: number;
                                    text: string;
                                }[];
                                response_id: number | null;
                                welcome_message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/gestion/{id}/respuestas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Las respuestas que el contacto dio al agente en la gestión; una vez por encuesta y gestión. Cada respuesta incompleta se indica bajo answers.{id de la pregunta}. */
        post: {
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
                        answers: {
                            /** @default [] */
                            options?: number[];
                            question: number;
                            /** @default  */
                            text?: string;
                        }[];
                        survey_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/publica/{token}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pública: la encuesta del enlace (medios whatsapp y general) para que el contacto la responda. */
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
                        "application/json": {
                            description: string;
                            name: string;
                            questions: {
                                id: number;
                                number: number;
                                options: {
                                    number: number;
                                    text: string;
                                }[];
                                question_type_id: number;
                                text: string;
                            }[];
                            welcome_message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Pública: las respuestas del contacto por el enlace. Cada dirección puede enviar unas pocas por hora (429 después). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            /** @default [] */
                            options?: number[];
                            question: number;
                            /** @default  */
                            text?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/questions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las preguntas de la encuesta, por número. */
        get: {
            parameters: {
                query: {
                    survey_id: number;
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
                            questions: {
                                id: number;
                                number: number;
                                options: {
                                    number: number;
                                    text: string;
                                }[];
                                question_type_id: number;
                                text: string;
                            }[];
                            survey_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Guarda las preguntas de la encuesta en el orden enviado (reemplazan a las que tenía). Tipos: 1 selección única, 2 selección múltiple (ambas con al menos dos opciones), 3 abierta (sin opciones). No se pueden cambiar una vez que la encuesta tiene respuestas. */
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
                        questions: {
                            /** @default [] */
                            options?: {
                                text: string;
                            }[];
                            /** @enum {number} */
                            question_type_id: 1 | 2 | 3;
                            text: string;
                        }[];
                        survey_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            questions: {
                                id: number;
                                number: number;
                                options: {
                                    number: number;
                                    text: string;
                                }[];
                                question_type_id: number;
                                text: string;
                            }[];
                            survey_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/survey/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Encuestas, la más reciente primero; busca por nombre. Con ordering (name, created_date; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name" | "created_date" | "-created_date";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                campaign: number;
                                campaign_name: string;
                                created_date: string;
                                description: string;
                                id: number;
                                name: string;
                                public_token: string | null;
                                questions_count: number;
                                responses_count: number;
                                /** @enum {string} */
                                survey_medium: "telefonia" | "whatsapp" | "general";
                                survey_type: string;
                                welcome_message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea el encabezado de la encuesta (nombre y campaña obligatorios; survey_medium telefonia si no se indica). Las preguntas se agregan después con POST /api/survey/questions/. */
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
                        campaign: number;
                        /** @default  */
                        description?: string;
                        name: string;
                        /**
                         * @default telefonia
                         * @enum {string}
                         */
                        survey_medium?: "telefonia" | "whatsapp" | "general";
                        /** @default  */
                        welcome_message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign: number;
                            campaign_name: string;
                            created_date: string;
                            description: string;
                            id: number;
                            message: string;
                            name: string;
                            public_token: string | null;
                            questions_count: number;
                            responses_count: number;
                            /** @enum {string} */
                            survey_medium: "telefonia" | "whatsapp" | "general";
                            survey_type: string;
                            welcome_message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/survey/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            campaign: number;
                            campaign_name: string;
                            created_date: string;
                            description: string;
                            id: number;
                            name: string;
                            public_token: string | null;
                            questions_count: number;
                            responses_count: number;
                            /** @enum {string} */
                            survey_medium: "telefonia" | "whatsapp" | "general";
                            survey_type: string;
                            welcome_message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Cambia los campos del encabezado que se envían. */
        patch: {
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
                        campaign?: number;
                        description?: string;
                        name?: string;
                        /** @enum {string} */
                        survey_medium?: "telefonia" | "whatsapp" | "general";
                        welcome_message?: string;
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
                            campaign: number;
                            campaign_name: string;
                            created_date: string;
                            description: string;
                            id: number;
                            message: string;
                            name: string;
                            public_token: string | null;
                            questions_count: number;
                            responses_count: number;
                            /** @enum {string} */
                            survey_medium: "telefonia" | "whatsapp" | "general";
                            survey_type: string;
                            welcome_message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/survey/survey/{id}/asignar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asigna la encuesta (WhatsApp o general) a un contacto: devuelve el token de su propio enlace /encuesta/{token}, el enlace público firmado para ese contacto. Sus respuestas quedan a su nombre, una sola vez; la asignación queda en la auditoría. Una encuesta de telefonía se responde en una gestión (400). */
        post: {
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
                        contact: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/survey/{id}/resultados/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Por pregunta: respuestas, conteo y porcentaje de cada opción y las respuestas abiertas más recientes. */
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
                            by_source: {
                                agente: number;
                                enlace: number;
                            };
                            questions: {
                                answered: number;
                                id: number;
                                number: number;
                                open_answers: {
                                    created_date: string;
                                    text: string;
                                }[];
                                options: {
                                    count: number;
                                    number: number;
                                    percentage: number;
                                    text: string;
                                }[];
                                question_type_id: number;
                                text: string;
                            }[];
                            survey: {
                                campaign: number;
                                campaign_name: string;
                                created_date: string;
                                description: string;
                                id: number;
                                name: string;
                                public_token: string | null;
                                questions_count: number;
                                responses_count: number;
                                /** @enum {string} */
                                survey_medium: "telefonia" | "whatsapp" | "general";
                                survey_type: string;
                                welcome_message: string;
                            };
                            total_responses: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/survey/survey/{id}/resultados/exportar-excel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Descarga los resultados en .xlsx: hoja Resumen (conteos) y hoja Respuestas (una fila por respuesta). */
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
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/comments-task/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Comenta una tarea. */
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
                        task: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_by: string | null;
                            created_date: string;
                            id: number;
                            text: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/comments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Comenta un paso. */
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
                        step: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_by: string | null;
                            created_date: string;
                            id: number;
                            text: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/flow/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Agrega un flujo al final del tablero, titulado 'Nuevo Flujo' si no se envía title. La respuesta es el flujo. */
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
                        project: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            order: number;
                            project: number;
                            tasks: {
                                comments_count: number;
                                complete: boolean;
                                contact: number[];
                                contacts: {
                                    id: number;
                                    name: string;
                                }[];
                                created_by: string | null;
                                created_date: string;
                                dueDate: string | null;
                                flow: number;
                                flowTitle: string;
                                id: number;
                                labels: ("Urgente" | "Importante" | "Opcional")[];
                                order: number;
                                project: number;
                                /** @enum {string} */
                                status: "Pendiente" | "Completado";
                                steps_done: number;
                                steps_total: number;
                                title: string;
                            }[];
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/flow/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Elimina el flujo con sus tareas; los flujos siguientes se renumeran. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Renombra el flujo. */
        patch: {
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
                        title: string;
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
                            id: number;
                            order: number;
                            project: number;
                            tasks: {
                                comments_count: number;
                                complete: boolean;
                                contact: number[];
                                contacts: {
                                    id: number;
                                    name: string;
                                }[];
                                created_by: string | null;
                                created_date: string;
                                dueDate: string | null;
                                flow: number;
                                flowTitle: string;
                                id: number;
                                labels: ("Urgente" | "Importante" | "Opcional")[];
                                order: number;
                                project: number;
                                /** @enum {string} */
                                status: "Pendiente" | "Completado";
                                steps_done: number;
                                steps_total: number;
                                title: string;
                            }[];
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/task/project/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Proyectos, el más reciente primero, 30 por página; busca en el nombre y la descripción. Con ordering (name, created_date; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name" | "created_date" | "-created_date";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                contacts: number[];
                                contacts_detail: {
                                    id: number;
                                    name: string;
                                }[];
                                created_by: string | null;
                                created_date: string;
                                descriptions: string;
                                group_contact: number[];
                                groups_detail: {
                                    id: number;
                                    name: string;
                                }[];
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea un proyecto: name y descriptions obligatorios; group_contact (ids de grupos) y contacts (ids de contactos). */
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
                        contacts?: number[];
                        descriptions: string;
                        group_contact?: number[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contacts: number[];
                            contacts_detail: {
                                id: number;
                                name: string;
                            }[];
                            created_by: string | null;
                            created_date: string;
                            descriptions: string;
                            group_contact: number[];
                            groups_detail: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/project/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            contacts: number[];
                            contacts_detail: {
                                id: number;
                                name: string;
                            }[];
                            created_by: string | null;
                            created_date: string;
                            descriptions: string;
                            group_contact: number[];
                            groups_detail: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** @description Elimina el proyecto con sus flujos, tareas, pasos y comentarios. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Cambia los campos enviados; group_contact y contacts reemplazan las listas. */
        patch: {
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
                        contacts?: number[];
                        descriptions?: string;
                        group_contact?: number[];
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
                            contacts: number[];
                            contacts_detail: {
                                id: number;
                                name: string;
                            }[];
                            created_by: string | null;
                            created_date: string;
                            descriptions: string;
                            group_contact: number[];
                            groups_detail: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/task/project/{id}/board/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El tablero: flow (los flujos en orden, cada uno con sus tareas en orden), contacts (los del proyecto y los miembros de sus grupos, hasta 200) y group_contact. */
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
                            contacts: {
                                id: number;
                                name: string;
                            }[];
                            flow: {
                                id: number;
                                order: number;
                                project: number;
                                tasks: {
                                    comments_count: number;
                                    complete: boolean;
                                    contact: number[];
                                    contacts: {
                                        id: number;
                                        name: string;
                                    }[];
                                    created_by: string | null;
                                    created_date: string;
                                    dueDate: string | null;
                                    flow: number;
                                    flowTitle: string;
                                    id: number;
                                    labels: ("Urgente" | "Importante" | "Opcional")[];
                                    order: number;
                                    project: number;
                                    /** @enum {string} */
                                    status: "Pendiente" | "Completado";
                                    steps_done: number;
                                    steps_total: number;
                                    title: string;
                                }[];
                                title: string;
                            }[];
                            group_contact: {
                                etiqueta: string;
                                id: number;
                                name: string;
                            }[];
                            project: {
                                descriptions: string;
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/step/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Agrega un paso a la tarea en la posición order (desde 1; por defecto al final). */
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
                        dueDate?: string | null;
                        order?: number;
                        task: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comments: {
                                created_by: string | null;
                                created_date: string;
                                id: number;
                                text: string;
                            }[];
                            complete: boolean;
                            dueDate: string | null;
                            id: number;
                            order: number;
                            task: number;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/step/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Elimina el paso; los siguientes se renumeran. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description complete, dueDate o title del paso. */
        patch: {
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
                        complete?: boolean;
                        dueDate?: string | null;
                        title?: string;
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
                            comments: {
                                created_by: string | null;
                                created_date: string;
                                id: number;
                                text: string;
                            }[];
                            complete: boolean;
                            dueDate: string | null;
                            id: number;
                            order: number;
                            task: number;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/task/task/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Agrega una tarea al final del flujo. dueDate: AAAA-MM-DDTHH:MM (hora de Bogotá, o con Z o desfase) o AAAA-MM-DD (vence a las 23:59 de ese día). */
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
                        dueDate?: string | null;
                        flow: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comments_count: number;
                            complete: boolean;
                            contact: number[];
                            contacts: {
                                id: number;
                                name: string;
                            }[];
                            created_by: string | null;
                            created_date: string;
                            dueDate: string | null;
                            flow: number;
                            flowTitle: string;
                            id: number;
                            labels: ("Urgente" | "Importante" | "Opcional")[];
                            order: number;
                            project: number;
                            /** @enum {string} */
                            status: "Pendiente" | "Completado";
                            steps_done: number;
                            steps_total: number;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/task/task/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La tarea con sus pasos (y sus comentarios) y sus comentarios. */
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
                            comments: {
                                created_by: string | null;
                                created_date: string;
                                id: number;
                                text: string;
                            }[];
                            comments_count: number;
                            complete: boolean;
                            contact: number[];
                            contacts: {
                                id: number;
                                name: string;
                            }[];
                            created_by: string | null;
                            created_date: string;
                            dueDate: string | null;
                            flow: number;
                            flowTitle: string;
                            id: number;
                            labels: ("Urgente" | "Importante" | "Opcional")[];
                            order: number;
                            project: number;
                            /** @enum {string} */
                            status: "Pendiente" | "Completado";
                            steps: {
                                comments: {
                                    created_by: string | null;
                                    created_date: string;
                                    id: number;
                                    text: string;
                                }[];
                                complete: boolean;
                                dueDate: string | null;
                                id: number;
                                order: number;
                                task: number;
                                title: string;
                            }[];
                            steps_done: number;
                            steps_total: number;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** @description Elimina la tarea; las de debajo suben un lugar. */
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Cada campo enviado cambia la tarea: contact (un id lo agrega; una lista reemplaza los contactos), complete, labels (Urgente, Importante, Opcional), title, dueDate, y order con flow opcional para moverla: posición desde 1 en el flujo de destino; las dos columnas se renumeran desde 1 en la misma transacción. */
        patch: {
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
                        complete?: boolean;
                        contact?: number | number[];
                        dueDate?: string | null;
                        flow?: number;
                        labels?: ("Urgente" | "Importante" | "Opcional")[];
                        order?: number;
                        title?: string;
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
                            comments_count: number;
                            complete: boolean;
                            contact: number[];
                            contacts: {
                                id: number;
                                name: string;
                            }[];
                            created_by: string | null;
                            created_date: string;
                            dueDate: string | null;
                            flow: number;
                            flowTitle: string;
                            id: number;
                            labels: ("Urgente" | "Importante" | "Opcional")[];
                            order: number;
                            project: number;
                            /** @enum {string} */
                            status: "Pendiente" | "Completado";
                            steps_done: number;
                            steps_total: number;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/task/task/by_contact/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Las tareas del proyecto agrupadas por contacto: primero las que no tienen contactos (contact_id null), luego una entrada por contacto, por nombre. */
        get: {
            parameters: {
                query: {
                    project_id: number;
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
                            contact_id: number | null;
                            contact_name: string;
                            tasks_by_project: {
                                comments_count: number;
                                complete: boolean;
                                contact: number[];
                                contacts: {
                                    id: number;
                                    name: string;
                                }[];
                                created_by: string | null;
                                created_date: string;
                                dueDate: string | null;
                                flow: number;
                                flowTitle: string;
                                id: number;
                                labels: ("Urgente" | "Importante" | "Opcional")[];
                                order: number;
                                project: number;
                                /** @enum {string} */
                                status: "Pendiente" | "Completado";
                                steps_done: number;
                                steps_total: number;
                                title: string;
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/telegram/message/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Texto {phone | conversation, type, body} en JSON, o multipart con phone o conversation, type, file y caption (opcional: sin caption el archivo va sin texto). El mensaje se guarda como pending, se responde 201 de inmediato y un trabajo lo envía; su estado (sent, failed con su motivo) llega por el socket de la conversación. WhatsApp: solo dentro de las 24 horas desde el último mensaje del cliente (409 window_closed). Fuera de ellas: {phone | conversation, type: "template", template, variables} envía una plantilla aprobada de la campaña de la conversación (400 si no está aprobada o no es de la campaña). */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            message: {
                                body: string;
                                caption: string | null;
                                contact: number;
                                created_date: string;
                                date: string;
                                edited: boolean;
                                extra: {
                                    boton?: {
                                        id: string | null;
                                    };
                                    contactos?: {
                                        nombre: string;
                                        telefonos: string[];
                                    }[];
                                    lugar?: {
                                        direccion: string | null;
                                        nombre: string | null;
                                    };
                                    pedido?: {
                                        resumen: string;
                                    };
                                    plantilla?: {
                                        id: number | null;
                                        language: string;
                                        name: string;
                                        variables: string[];
                                    };
                                    tipo_original?: string;
                                } | null;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                mime_type: string | null;
                                /** @enum {string} */
                                msg_type: "text" | "nota" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "contacts" | "order" | "sistema" | "unsupported" | "unknown" | "template";
                                number: number;
                                reactions: {
                                    emoji: string;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                }[];
                                reply_to: {
                                    body: string;
                                    id: number;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                } | null;
                                revoked: boolean;
                                /** @enum {string} */
                                role: "From_me" | "received";
                                sent_by: string | null;
                                sent_by_id: number | null;
                                status: ("pending" | "sent" | "delivered" | "read" | "failed") | null;
                                status_reason: string | null;
                                time: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/tramite/tipoGestionContacto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Búsqueda por nombre. Con ordering (name; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "name" | "-name";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/tramite/tipoGestionContacto/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
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
                            id: number;
                            message: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/tramite/tipoGestionContacto/FullList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Usuarios, por id. Con ordering (first_name, last_name, username; '-' delante para descendente) ordena por ese campo y luego por id. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    ordering?: "first_name" | "-first_name" | "last_name" | "-last_name" | "username" | "-username";
                    search?: string;
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                birth_date: string | null;
                                campaign: number[];
                                city: string | null;
                                contactType: ("PERSONA NATURAL" | "PERSONA JURIDICA") | null;
                                documentNumber: string | null;
                                documentType: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO") | null;
                                email: string;
                                first_name: string;
                                gender: string | null;
                                get_full_name: string;
                                groups: string[];
                                id: number;
                                image: string | null;
                                last_name: string;
                                rol: string;
                                roles: {
                                    id: number;
                                    nombre: string;
                                }[];
                                self_registered: boolean;
                                /** @enum {string} */
                                status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                                user_permission: [
                                    string,
                                    number
                                ][];
                                username: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        campaign?: number[];
                        confirm_password: string;
                        documentNumber: string;
                        /** @enum {string} */
                        documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO";
                        first_name: string;
                        last_name: string;
                        password: string;
                        roles?: number | number[];
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            birth_date: string | null;
                            campaign: number[];
                            city: string | null;
                            contactType: ("PERSONA NATURAL" | "PERSONA JURIDICA") | null;
                            documentNumber: string | null;
                            documentType: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO") | null;
                            email: string;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            groups: string[];
                            id: number;
                            image: string | null;
                            last_name: string;
                            message: string;
                            rol: string;
                            roles: {
                                id: number;
                                nombre: string;
                            }[];
                            self_registered: boolean;
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            user_permission: [
                                string,
                                number
                            ][];
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Requiere "Ver Usuarios", salvo para el propio usuario. */
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
                            birth_date: string | null;
                            campaign: number[];
                            city: string | null;
                            contactType: ("PERSONA NATURAL" | "PERSONA JURIDICA") | null;
                            documentNumber: string | null;
                            documentType: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO") | null;
                            email: string;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            groups: string[];
                            id: number;
                            image: string | null;
                            last_name: string;
                            rol: string;
                            roles: {
                                id: number;
                                nombre: string;
                            }[];
                            self_registered: boolean;
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            user_permission: [
                                string,
                                number
                            ][];
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
                /** @description Sin contenido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Cada usuario puede editar su propio perfil; editar a otros o cambiar roles requiere "Crear y modificar Usuario"; cambiar sus campañas, además "Crear y modificar Campaña". */
        patch: {
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
                        birth_date?: string | null;
                        campaign?: number[];
                        city?: string | null;
                        contactType?: ("PERSONA NATURAL" | "PERSONA JURIDICA") | null;
                        documentNumber?: string | null;
                        documentType?: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO") | null;
                        email?: string | null;
                        first_name?: string;
                        gender?: string | null;
                        last_name?: string;
                        roles?: number | number[];
                        username?: string;
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
                            birth_date: string | null;
                            campaign: number[];
                            city: string | null;
                            contactType: ("PERSONA NATURAL" | "PERSONA JURIDICA") | null;
                            documentNumber: string | null;
                            documentType: ("CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO") | null;
                            email: string;
                            first_name: string;
                            gender: string | null;
                            get_full_name: string;
                            groups: string[];
                            id: number;
                            image: string | null;
                            last_name: string;
                            rol: string;
                            roles: {
                                id: number;
                                nombre: string;
                            }[];
                            self_registered: boolean;
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            user_permission: [
                                string,
                                number
                            ][];
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/users/{id}/add_permissions_to_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
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
                        user_permission: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            user_permission: [
                                string,
                                number
                            ][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/users/{id}/update_password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Solo el propio usuario. */
        put: {
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
                        confirm_password: string;
                        current_password: string;
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
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/add_permissions_to_group/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        permission: number[];
                        roles: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            permissions: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/add_permissions_to_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        user: number;
                        user_permission: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            user_permission: [
                                string,
                                number
                            ][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/FullList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Todos los usuarios (para el chat interno). */
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
                            get_full_name: string;
                            id: number;
                            /** @enum {string} */
                            status: "CONECTADO" | "PAUSA" | "DESCONECTADO";
                            username: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/permissions_visible/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Si el registro público está abierto (REGISTRATION_ENABLED). */
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
                            enabled: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Registro público: 10 por hora por dirección de cliente; 403 si REGISTRATION_ENABLED=false. */
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
                        confirm_password: string;
                        /** @enum {string} */
                        contactType?: "PERSONA NATURAL";
                        documentNumber: string;
                        /** @enum {string} */
                        documentType: "CEDULA" | "PASAPORTE" | "CEDULA_EXTRANJERIA" | "OTRO";
                        first_name: string;
                        last_name: string;
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/users/user_por_vincular/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Usuarios sin rol, pendientes de vincular. */
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
                            created_at: string;
                            get_full_name: string;
                            id: number;
                            username: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/webhooks/messenger/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Verificación de la suscripción (hub.mode, hub.verify_token, hub.challenge). */
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
                /** @description El hub.challenge recibido, como texto. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Entregas de Facebook, con la prueba del proveedor (X-Hub-Signature-256 o X-Telegram-Bot-Api-Secret-Token). */
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
                            duplicados: number;
                            estados: number;
                            recibidos: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/webhooks/telegram/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Entregas de Telegram, con la prueba del proveedor (X-Hub-Signature-256 o X-Telegram-Bot-Api-Secret-Token). */
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
                            duplicados: number;
                            estados: number;
                            recibidos: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/webhooks/whatsapp/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Verificación de la suscripción (hub.mode, hub.verify_token, hub.challenge). */
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
                /** @description El hub.challenge recibido, como texto. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Entregas de WhatsApp, con la prueba del proveedor (X-Hub-Signature-256 o X-Telegram-Bot-Api-Secret-Token). */
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
                            duplicados: number;
                            estados: number;
                            recibidos: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/atajos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    campaign?: number;
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
                            atajo: string;
                            campaign: number;
                            id: number;
                            text: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        atajo: string;
                        campaign: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            atajo: string;
                            campaign: number;
                            id: number;
                            message: string;
                            text: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/masivo/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El resultado (o el avance) de una carga de mensajería masiva. */
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
                            enviados: {
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            error: string | null;
                            id: number;
                            message: string;
                            no_enviados: {
                                error: string;
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            procesadas: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/masivo/canales/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Los canales de WhatsApp por los que el usuario puede enviar una carga (los de sus campañas; todos, para quien ve todo), el predeterminado primero, cada uno con su campaña. */
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
                            campaign: {
                                id: number;
                                name: string;
                            };
                            id: number;
                            nombre: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/masivo/plantilla/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo de ejemplo de la mensajería masiva. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archivo .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/masivo/upload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Mensajería Masiva: por fila un Mensaje de texto (solo llega dentro de las 24 horas del cliente) o una Plantilla aprobada con sus variables (columnas Nombre, Teléfono, Mensaje, Plantilla, Variable 1…5). Archivo .xlsx en el campo multipart "file" (un .xls antiguo se rechaza con el motivo); campos opcionales channel (canal de WhatsApp; por defecto el primero de sus campañas) y template (plantilla por defecto). Hasta 100 filas se responde 200 con enviados y no_enviados (cada uno con su motivo); un archivo mayor, o uno que el proveedor frena, responde 202 con el mensaje de carga en proceso y sigue en segundo plano: su resultado se lee con GET …/{id}/ (solo las cargas por canales de sus campañas, salvo para quien ve todas). Las mismas filas por el mismo canal dentro de 10 minutos se rechazan con 400: sus mensajes no se envían dos veces. */
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
                            enviados: {
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            error: string | null;
                            id: number;
                            message: string;
                            no_enviados: {
                                error: string;
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            procesadas: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enviados: {
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            error: string | null;
                            id: number;
                            message: string;
                            no_enviados: {
                                error: string;
                                fila: number;
                                nombre: string;
                                telefono: string;
                            }[];
                            procesadas: number;
                            /** @enum {string} */
                            status: "PENDIENTE" | "EN_PROCESO" | "FINALIZADO";
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/message/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Texto {phone | conversation, type, body} en JSON, o multipart con phone o conversation, type, file y caption (opcional: sin caption el archivo va sin texto). El mensaje se guarda como pending, se responde 201 de inmediato y un trabajo lo envía; su estado (sent, failed con su motivo) llega por el socket de la conversación. WhatsApp: solo dentro de las 24 horas desde el último mensaje del cliente (409 window_closed). Fuera de ellas: {phone | conversation, type: "template", template, variables} envía una plantilla aprobada de la campaña de la conversación (400 si no está aprobada o no es de la campaña). */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            message: {
                                body: string;
                                caption: string | null;
                                contact: number;
                                created_date: string;
                                date: string;
                                edited: boolean;
                                extra: {
                                    boton?: {
                                        id: string | null;
                                    };
                                    contactos?: {
                                        nombre: string;
                                        telefonos: string[];
                                    }[];
                                    lugar?: {
                                        direccion: string | null;
                                        nombre: string | null;
                                    };
                                    pedido?: {
                                        resumen: string;
                                    };
                                    plantilla?: {
                                        id: number | null;
                                        language: string;
                                        name: string;
                                        variables: string[];
                                    };
                                    tipo_original?: string;
                                } | null;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                mime_type: string | null;
                                /** @enum {string} */
                                msg_type: "text" | "nota" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "contacts" | "order" | "sistema" | "unsupported" | "unknown" | "template";
                                number: number;
                                reactions: {
                                    emoji: string;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                }[];
                                reply_to: {
                                    body: string;
                                    id: number;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                } | null;
                                revoked: boolean;
                                /** @enum {string} */
                                role: "From_me" | "received";
                                sent_by: string | null;
                                sent_by_id: number | null;
                                status: ("pending" | "sent" | "delivered" | "read" | "failed") | null;
                                status_reason: string | null;
                                time: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/message/contact_messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Mensajes de la conversación de la dirección (teléfono, chat de Telegram o PSID): la página más reciente primero; before pide la anterior. */
        get: {
            parameters: {
                query?: {
                    before?: number;
                    conversation?: number;
                    limit?: number;
                    phone_number?: string;
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
                            before: number | null;
                            conversation: {
                                agent: {
                                    get_full_name: string;
                                    id: number;
                                } | null;
                                campaign: {
                                    id: number;
                                    name: string;
                                } | null;
                                cerrado: string | null;
                                contacto: {
                                    contact_id: number;
                                    contact_name: string;
                                };
                                creado: string;
                                /** @enum {string} */
                                estado: "BOT" | "EN_ESPERA" | "EN_GESTION" | "FINALIZADA" | "DIFUSION";
                                gestion: number | null;
                                id: number;
                                message_received: number;
                                no_leidos: number;
                                phone: string;
                                plantilla_requerida: boolean;
                                /** @enum {string} */
                                prioridad: "BAJO" | "MEDIO" | "ALTO";
                                /** @enum {string} */
                                type: "WhatsApp" | "Telegram" | "Facebook";
                                ultimo_message: {
                                    content: string;
                                    from_me: boolean;
                                    kind: string;
                                } | null;
                                waiting_since: string | null;
                            } | null;
                            results: {
                                body: string;
                                caption: string | null;
                                contact: number;
                                created_date: string;
                                date: string;
                                edited: boolean;
                                extra: {
                                    boton?: {
                                        id: string | null;
                                    };
                                    contactos?: {
                                        nombre: string;
                                        telefonos: string[];
                                    }[];
                                    lugar?: {
                                        direccion: string | null;
                                        nombre: string | null;
                                    };
                                    pedido?: {
                                        resumen: string;
                                    };
                                    plantilla?: {
                                        id: number | null;
                                        language: string;
                                        name: string;
                                        variables: string[];
                                    };
                                    tipo_original?: string;
                                } | null;
                                file: string | null;
                                filename: string | null;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                mime_type: string | null;
                                /** @enum {string} */
                                msg_type: "text" | "nota" | "image" | "audio" | "video" | "document" | "sticker" | "location" | "contacts" | "order" | "sistema" | "unsupported" | "unknown" | "template";
                                number: number;
                                reactions: {
                                    emoji: string;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                }[];
                                reply_to: {
                                    body: string;
                                    id: number;
                                    /** @enum {string} */
                                    role: "From_me" | "received";
                                } | null;
                                revoked: boolean;
                                /** @enum {string} */
                                role: "From_me" | "received";
                                sent_by: string | null;
                                sent_by_id: number | null;
                                status: ("pending" | "sent" | "delivered" | "read" | "failed") | null;
                                status_reason: string | null;
                                time: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/prioridad/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            id: number;
                            /** @enum {string} */
                            name: "MEDIO" | "ALTO" | "GESTION";
                            time: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/prioridad/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description MEDIO y ALTO: 2, 5, 8 o 10 minutos de espera del cliente. GESTION (cierre): 5, 10, 12, 20 o 24 horas. */
        patch: {
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
                        time: number;
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
                            id: number;
                            message: string;
                            /** @enum {string} */
                            name: "MEDIO" | "ALTO" | "GESTION";
                            time: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/whatsapp/template/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Plantillas, 30 por página, la más reciente primero; search busca en el nombre y el texto; status y campaign filtran. */
        get: {
            parameters: {
                query?: {
                    campaign?: number;
                    limit?: number;
                    offset?: number;
                    search?: string;
                    status?: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
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
                            count: number;
                            count_capped?: boolean;
                            next: string | null;
                            previous: string | null;
                            results: {
                                body: string;
                                campaign: number[];
                                campaigns: {
                                    id: number;
                                    name: string;
                                }[];
                                /** @enum {string} */
                                category: "UTILITY" | "MARKETING";
                                created_date: string;
                                estados: {
                                    channel: number;
                                    channel_name: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                                    submitted: boolean;
                                    waba_id: string;
                                }[];
                                file: string | null;
                                fileName: string | null;
                                id: number;
                                languaje_code: string;
                                name: string;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                                type_template: ("image" | "video" | "document") | null;
                                variables: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Crea una plantilla (name, campaign: lista, body con {{1}}, {{2}}…, file como data URL opcional, languaje_code es por defecto) y la envía a revisión a la cuenta de WhatsApp Business de cada canal de WhatsApp de sus campañas. Queda PENDING hasta que el webhook message_template_status_update diga APPROVED, REJECTED o PAUSED; solo se envían las aprobadas. */
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
                        body: string;
                        campaign: number[];
                        /**
                         * @default UTILITY
                         * @enum {string}
                         */
                        category?: "UTILITY" | "MARKETING";
                        ejemplos?: string[];
                        file?: string | null;
                        fileName?: string | null;
                        filePreview?: unknown;
                        /** @default es */
                        languaje_code?: string;
                        name: string;
                        type_template?: ("image" | "video" | "document") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            campaign: number[];
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            category: "UTILITY" | "MARKETING";
                            created_date: string;
                            estados: {
                                channel: number;
                                channel_name: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                                submitted: boolean;
                                waba_id: string;
                            }[];
                            file: string | null;
                            fileName: string | null;
                            id: number;
                            languaje_code: string;
                            message: string;
                            name: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                            type_template: ("image" | "video" | "document") | null;
                            variables: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/template/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            body: string;
                            campaign: number[];
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            category: "UTILITY" | "MARKETING";
                            created_date: string;
                            estados: {
                                channel: number;
                                channel_name: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                                submitted: boolean;
                                waba_id: string;
                            }[];
                            file: string | null;
                            fileName: string | null;
                            id: number;
                            languaje_code: string;
                            name: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                            type_template: ("image" | "video" | "document") | null;
                            variables: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
    "/api/whatsapp/template/{id}/archivo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description El archivo del encabezado de la plantilla (quien atiende chats o administra plantillas). Admite ?token= para <img src>. */
        get: {
            parameters: {
                query?: {
                    token?: string;
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
                    content?: never;
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
    "/api/whatsapp/template/FullList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Sin páginas (hasta 500). Con conversation: las plantillas que esa conversación puede enviar (aprobadas en la cuenta de su canal y de su campaña). Sin ella: quien administra plantillas ve todas (status y campaign filtran); un agente, las aprobadas de sus campañas. */
        get: {
            parameters: {
                query?: {
                    campaign?: number;
                    conversation?: number;
                    status?: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
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
                            body: string;
                            campaign: number[];
                            campaigns: {
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            category: "UTILITY" | "MARKETING";
                            created_date: string;
                            estados: {
                                channel: number;
                                channel_name: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                                submitted: boolean;
                                waba_id: string;
                            }[];
                            file: string | null;
                            fileName: string | null;
                            id: number;
                            languaje_code: string;
                            name: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
                            type_template: ("image" | "video" | "document") | null;
                            variables: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        } | {
                            [key: string]: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
